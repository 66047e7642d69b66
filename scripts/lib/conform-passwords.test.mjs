import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { isCommonPassword } from '../../world/handlers/users.ts';
import { isLongEnoughPassword } from '../../world/rules.ts';
import { runSecrets, TEMPORARY_PASSWORD_ENV, temporaryPassword, temporaryPasswords } from './conform-passwords.mjs';
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
