import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContract } from '../world/contract';

const workflowsDir = path.resolve(import.meta.dirname, '..', 'openapi', 'workflows');
/** The remote POS Core instance API: another server's, reached at the instance's own address (docs/conformance.md). */
const NOT_CALLED = ['getRemotePosCoreExceptionsInfo', 'getRemotePosCoreVersionInfo'];

interface Step {
  stepId: string;
  operationId?: string;
}
interface Workflow {
  workflowId: string;
  steps: Step[];
}

const files = readdirSync(workflowsDir).filter((name) => name.endsWith('.arazzo.yaml'));
const workflows = files.flatMap((file) =>
  (parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as { workflows: Workflow[] }).workflows.map(
    (workflow) => ({ file, ...workflow }),
  ),
);

describe('the conformance workflows (openapi/workflows)', () => {
  it('are one file per area', () => {
    expect(files.sort()).toEqual([
      'admin.arazzo.yaml',
      'organisation-access.arazzo.yaml',
      'session-users.arazzo.yaml',
      'versions.arazzo.yaml',
    ]);
  });

  it('call every operation of the contract at least once (a new operation needs a workflow)', async () => {
    const api = await loadContract();
    const called = new Set(workflows.flatMap((workflow) => workflow.steps.map((step) => step.operationId)));
    const missing = api
      .getOperations()
      .map((operation) => operation.operationId ?? '')
      .filter((id) => !called.has(id) && !NOT_CALLED.includes(id));
    expect(missing).toEqual([]);
    const unknown = [...called].filter((id) => id && !id.startsWith('$sourceDescriptions.') && !api.getOperation(id));
    expect(unknown).toEqual([]);
  });

  it('have unique workflow ids, and step ids unique within a file (respect keeps step outputs by step id)', () => {
    const ids = workflows.map((workflow) => workflow.workflowId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const file of files) {
      const stepIds = workflows.filter((w) => w.file === file).flatMap((w) => w.steps.map((s) => s.stepId));
      expect(
        stepIds.filter((id, index) => stepIds.indexOf(id) !== index),
        file,
      ).toEqual([]);
    }
  });

  it('have a workflow for every flow of SPEC 4', () => {
    expect(ids()).toEqual(
      expect.arrayContaining([
        'user-grid-batch',
        'organisation-create-and-parent',
        'organisation-profile',
        'my-profile',
        'password-change',
        'invitation',
        'password-reset',
        'link-edit',
        'service-account-reset',
        'initialise',
        'version-authorisation',
        'acceptances',
        'audit-query',
        'entity-lookup',
        'monthly-statistics',
      ]),
    );
  });
});

const ids = () => workflows.map((workflow) => workflow.workflowId);

/**
 * SPEC 8 codes the world answers that no workflow can provoke: an expiry needs the service's clock to pass a day
 * (world tests cover them).
 */
const NOT_PROVOKED = {
  BadRequest_PasswordResetHasExpired: 'a reset link expires after a day',
  BadRequest_Expired: 'a reset link expires after a day',
  BadRequest_InvitationExpired: 'an invitation expires after days',
};

describe('bad input in the workflows', () => {
  it('provokes every coded error the world answers, by its exact code', () => {
    const worldDir = path.resolve(import.meta.dirname, '..', 'world');
    const sources = ['world.ts', ...readdirSync(path.join(worldDir, 'handlers')).map((f) => `handlers/${f}`)]
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(worldDir, file), 'utf8'))
      .join('\n');
    const answered = new Set(
      [
        ...sources.matchAll(
          /(?:badRequest\(|WorldError\(\d+, )'([A-Za-z]+_[A-Za-z_]+|[A-Z][A-Za-z]+InUse|Invalid[A-Za-z]+)'/g,
        ),
      ].map((match) => match[1] ?? ''),
    );
    const text = files.map((file) => readFileSync(path.join(workflowsDir, file), 'utf8')).join('\n');
    const provoked = new Set(
      [...text.matchAll(/\$response\.body#\/code == '([A-Za-z_]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(answered.size).toBeGreaterThan(15);
    const missing = [...answered].filter((code) => !provoked.has(code) && !(code in NOT_PROVOKED)).sort();
    expect(missing).toEqual([]);
    expect(Object.keys(NOT_PROVOKED).filter((code) => !answered.has(code))).toEqual([]);
  });
});
