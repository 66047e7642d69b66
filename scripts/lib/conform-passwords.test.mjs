import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { isCommonPassword } from '../../world/passwords.ts';
import { isLongEnoughPassword } from '../../world/rules.ts';
import {
  defaultUserPassword,
  putBack,
  restoreLine,
  restorePlan,
  runSecrets,
  TEMPORARY_PASSWORD_ENV,
  temporaryPassword,
  temporaryPasswords,
} from './conform-passwords.mjs';
import { redactSecrets } from './conform.mjs';
import { root } from './processes.mjs';

describe('temporaryPassword', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is long, random across calls, and meets the password rules (8 characters, each kind, not a common one)', () => {
    const passwords = Array.from({ length: 500 }, temporaryPassword);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z0-9-]{24,}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(isLongEnoughPassword(password)).toBe(true);
      expect(isCommonPassword(password)).toBe(false);
    }
    // Its characters are spread over the alphabet, as drawn at random (not a counter or a time).
    expect(new Set(passwords.join('').replaceAll('-', '')).size).toBeGreaterThan(50);
  });

  it("is not derived from the run's mark: with the clock and Math.random fixed, each call differs", () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const [a, b] = [temporaryPasswords(), temporaryPasswords()];
    expect(Object.keys(a)).toEqual(TEMPORARY_PASSWORD_ENV);
    expect(new Set([...Object.values(a), ...Object.values(b)]).size).toBe(2 * TEMPORARY_PASSWORD_ENV.length);
    const run = Date.now().toString(36);
    for (const password of Object.values(a)) expect(password).not.toContain(run);
  });
});

describe('the workflow files', () => {
  const workflowsDir = path.join(root, 'openapi', 'workflows');
  const files = readdirSync(workflowsDir).filter((name) => name.endsWith('.arazzo.yaml'));
  const read = (file) => parse(readFileSync(path.join(workflowsDir, file), 'utf8'), { maxAliasCount: 2000 });

  it("send no password made from the run's mark, and read each secret from an env input declared a password", () => {
    for (const file of files) {
      const document = read(file);
      for (const workflow of document.workflows) {
        const ref = /^#\/components\/inputs\/(.+)$/.exec(workflow.inputs?.$ref ?? '')?.[1];
        const declared = (ref ? document.components.inputs[ref] : workflow.inputs)?.properties?.env?.properties ?? {};
        const visit = (node, key) => {
          if (typeof node === 'string') {
            const where = `${file} ${workflow.workflowId} ${key}: ${node}`;
            if (/password/i.test(key)) expect(node, where).not.toMatch(/\$inputs\.run/);
            const env = /\$inputs\.env\.(\w+)/.exec(node)?.[1];
            if (env) expect(declared[env]?.format, where).toBe('password');
          } else if (node && typeof node === 'object') {
            for (const [name, value] of Object.entries(node)) visit(value, Array.isArray(node) ? key : name);
          }
        };
        visit(workflow.steps, '');
      }
    }
  });

  it("give the ordinary user's password when none is given: the workflow input's default", () => {
    expect(defaultUserPassword(read('session-users.arazzo.yaml'))).toBe('Harbour-Lights-2023');
    expect(defaultUserPassword({ workflows: [{ inputs: { type: 'object' } }] })).toBeUndefined();
  });
});

describe('restorePlan and putBack', () => {
  const sessionUsers = parse(
    readFileSync(path.join(root, 'openapi', 'workflows', 'session-users.arazzo.yaml'), 'utf8'),
    {
      maxAliasCount: 2000,
    },
  );
  const workflow = (id) => sessionUsers.workflows.find((w) => w.workflowId === id);
  const temporary = Object.fromEntries(TEMPORARY_PASSWORD_ENV.map((name) => [name, `${name.toLowerCase()}-x9`]));
  const plan = (...ids) =>
    restorePlan({ workflows: ids.map(workflow), temporary, original: 'Harbour-Lights-2023', userID: 'u-1' });

  it("tries as the old password each one the workflows run may have left, the run's own first, and puts the original back", () => {
    expect(plan('password-change').map((change) => change.oldPassword)).toEqual([
      temporary.CONFORM_TEMP_PASSWORD,
      temporary.CONFORM_TEMP_PASSWORD_OTHER,
      'Short-1',
      'password123',
    ]);
    expect(plan('password-change')[0]).toEqual({
      userID: 'u-1',
      oldPassword: temporary.CONFORM_TEMP_PASSWORD,
      newPassword: 'Harbour-Lights-2023',
    });
    expect(plan('password-reset').map((change) => change.oldPassword)).toEqual([
      temporary.CONFORM_TEMP_PASSWORD_RESET,
      temporary.CONFORM_TEMP_PASSWORD_AGAIN,
      temporary.CONFORM_TEMP_PASSWORD_OTHER,
      'password123',
      'Short-1',
    ]);
    // Once each, and never the invited user's password (that user is another, and deleted).
    const all = plan('password-change', 'own-account-only', 'password-reset', 'invitation');
    expect(all).toHaveLength(6);
    expect(all.map((change) => change.oldPassword)).not.toContain(temporary.CONFORM_TEMP_PASSWORD_INVITED);
  });

  it('is empty when no workflow sets a password, and never tries the original', () => {
    expect(plan('user-grid-batch', 'my-profile', 'invitation')).toEqual([]);
    const setsOriginal = {
      steps: [{ operationId: 'userChangePassword', requestBody: { payload: { newPassword: 'Harbour-Lights-2023' } } }],
    };
    expect(restorePlan({ workflows: [setsOriginal], temporary, original: 'Harbour-Lights-2023', userID: 'u' })).toEqual(
      [],
    );
  });

  it('sends the changes until one is accepted, and says so without a password', async () => {
    const changes = plan('password-change');
    const answers = (...list) => {
      const sent = [];
      const send = async (body) => {
        sent.push(body.oldPassword);
        const answer = list.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      };
      return { sent, send };
    };
    const wrong = { status: 400, body: { code: 'PasswordChange_OldPasswordIsIncorrect' } };
    const second = answers(wrong, { status: 200, body: {} });
    expect(await putBack(changes, second.send)).toBe('restored');
    expect(second.sent).toEqual(changes.slice(0, 2).map((change) => change.oldPassword));
    const none = answers(wrong, wrong, wrong, wrong);
    expect(await putBack(changes, none.send)).toBe('unchanged');
    expect(none.sent).toHaveLength(4);
    const broken = await putBack(changes, answers({ status: 500, body: { title: 'Internal Server Error' } }).send);
    expect(broken).toBe('the password change answered 500');
    const common = await putBack(
      changes,
      answers({ status: 400, body: { code: 'PasswordChange_NewPasswordIsTooCommon' } }).send,
    );
    expect(common).toBe('the password change answered 400 PasswordChange_NewPasswordIsTooCommon');
    const down = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    expect(await putBack(changes, answers(down).send)).toBe('the password change did not answer: ECONNREFUSED');
    expect(await putBack([], answers().send)).toBe('unchanged');

    const lines = ['restored', 'unchanged', broken].map(restoreLine);
    expect(lines).toEqual([
      "The ordinary user's password had been left changed by a step: it is put back.",
      "The ordinary user's password is as the run found it: none of the run's passwords is the user's.",
      "The ordinary user's password could not be put back (the password change answered 500): it may be one the run made up and never showed; reset it.",
    ]);
    for (const change of changes) expect(lines.join('\n')).not.toContain(change.oldPassword);
  });
});

describe('runSecrets', () => {
  it("has the report, the HAR and the output redact the run's temporary passwords beside the sessions and the password", () => {
    const temporary = { CONFORM_TEMP_PASSWORD: 'Tmp-a+b/c', CONFORM_TEMP_PASSWORD_RESET: 'Tmp-"reset"' };
    const secrets = runSecrets({ sessions: { user: 'cookie-1' }, password: 'given-pw' }, temporary);
    expect(secrets).toEqual(['cookie-1', 'given-pw', 'Tmp-a+b/c', 'Tmp-"reset"']);
    expect(runSecrets({ sessions: {} }, temporary)).toEqual(['Tmp-a+b/c', 'Tmp-"reset"']);
    const report = {
      body: { oldPassword: 'given-pw', newPassword: 'Tmp-a+b/c' },
      postData: { text: JSON.stringify({ userPassword: 'Tmp-"reset"' }) },
      url: `https://auth.example.com/x?p=${encodeURIComponent('Tmp-a+b/c')}`,
    };
    expect(redactSecrets(report, secrets)).toEqual({
      body: { oldPassword: '[redacted]', newPassword: '[redacted]' },
      postData: { text: '{"userPassword":"[redacted]"}' },
      url: 'https://auth.example.com/x?p=[redacted]',
    });
  });
});
