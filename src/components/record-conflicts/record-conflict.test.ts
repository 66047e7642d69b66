import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { recordConflictsOf, wasDeleted } from './record-conflict';

const conflict = (body: unknown, status = 409) =>
  new ApiFailure(status, 'Conflict', { code: 'Conflict_RecordChanged', body });

describe('recordConflictsOf', () => {
  it('reads the records of a 409, a deleted one as null', () => {
    const found = recordConflictsOf(
      conflict({
        code: 'Conflict_RecordChanged',
        conflicts: [
          { id: 'a', current: { id: 'a', version: '2' } },
          { id: 'b', current: null },
        ],
      }),
    );
    expect(found).toEqual([
      { id: 'a', current: { id: 'a', version: '2' } },
      { id: 'b', current: null },
    ]);
    expect(wasDeleted(found ?? [], 'b')).toBe(true);
    expect(wasDeleted(found ?? [], 'a')).toBe(false);
  });

  it('is null for any other failure, and empty for a 409 without a readable list', () => {
    expect(recordConflictsOf(conflict({ code: 'BadRequest' }, 400))).toBeNull();
    expect(
      recordConflictsOf(new ApiFailure(409, 'Conflict', { code: 'SomethingElse', body: { conflicts: [] } })),
    ).toBeNull();
    expect(recordConflictsOf(new Error('x'))).toBeNull();
    expect(recordConflictsOf(conflict('Conflict'))).toEqual([]);
    expect(recordConflictsOf(conflict({ conflicts: [{ current: null }, 'x'] }))).toEqual([]);
  });
});
