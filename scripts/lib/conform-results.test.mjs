// What `npm run contract:conform` reports of a workflow that does not apply to the server (lib/conform.mjs).
import { describe, expect, it } from 'vitest';
import { formatTable, notApplicableSteps, resultRows } from './conform.mjs';

describe('a workflow that does not apply (x-not-applicable)', () => {
  const report = (workflows) => ({ files: { '/tmp/x.arazzo.yaml': { executedWorkflows: workflows } } });
  const check = (name, passed, message = '') => ({ name, passed, message, severity: 'error' });

  it('reports a workflow that passed through a step marked x-not-applicable as n/a, with why, and fails it still when a check failed', () => {
    const notApplicable = notApplicableSteps([
      {
        workflows: [
          {
            workflowId: 'history-change',
            steps: [{ stepId: 'kept' }, { stepId: 'no-history', 'x-not-applicable': 'this server keeps no history' }],
          },
        ],
      },
    ]);
    expect(notApplicable).toEqual({ 'history-change': { 'no-history': 'this server keeps no history' } });
    const gone = (passed) => ({
      type: 'workflow',
      executedSteps: [{ stepId: 'no-history', checks: [check('success criteria check', passed)] }],
    });
    const run = (passed) =>
      resultRows(
        {
          'history.arazzo.yaml': report([
            {
              workflowId: 'history-change',
              status: passed ? 'success' : 'error',
              executedSteps: [{ stepId: 'kept', checks: [check('status code check', true)] }, gone(passed)],
            },
          ]),
        },
        notApplicable,
      );
    const rows = run(true);
    expect(rows).toEqual([
      {
        file: 'history.arazzo.yaml',
        workflowId: 'history-change',
        result: 'n/a',
        failures: [],
        reason: 'this server keeps no history',
      },
    ]);
    expect(run(false)[0]?.result).toBe('failed');
    expect(formatTable(rows).split('\n')).toEqual([
      'workflow        result   file',
      'history-change  n/a      history.arazzo.yaml  (this server keeps no history)',
      '0 passed, 0 failed, 1 not applicable, 0 skipped',
    ]);
  });
});
