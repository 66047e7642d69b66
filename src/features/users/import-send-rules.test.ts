import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { answeredUser } from '#/test/records';
import { usersByEmail } from './import-rows';
import { sendBatchRows, sendInBatches, type SendableRow } from './import-send-rules';
import type { UserChange, UserRecord } from './user-record';

const uma = answeredUser({
  userID: 'u-uma',
  shortName: 'Uma',
  fullName: 'Uma Underwood',
  email: 'uma@harbourfishbar.example',
  version: '7',
});
const newRow = (index: number, name: string): SendableRow => ({
  index,
  values: { shortName: name, email: `${name.toLowerCase()}@example.com` },
  existing: undefined,
});
const umaRow: SendableRow = { index: 9, values: { fullName: 'Uma Lee' }, existing: uma };

/** A server that saves what it is sent (new users get ids), unless `refuse` answers a refusal for the batch. */
function server(refuse: (changes: UserChange[]) => ApiFailure | null = () => null) {
  const batches: UserChange[][] = [];
  const send = async (changes: UserChange[]): Promise<UserRecord[]> => {
    batches.push(changes);
    const refusal = refuse(changes);
    if (refusal) throw refusal;
    return changes.map((change, i) => answeredUser({ userID: `new-${i}`, ...change, shortName: change.shortName }));
  };
  return { batches, send };
}

const noOwners = async () => new Map<string, UserRecord>();

describe('sendBatchRows', () => {
  it('reports a row created or updated only when the answer lists it', async () => {
    // An answer that lists another user than those sent (a server that says nothing of the rows).
    const send = async () => [answeredUser({ userID: 'u-sam', shortName: 'Sam', email: 'sam@example.com' })];
    const outcomes = await sendBatchRows([newRow(0, 'Ann'), umaRow], send, noOwners);
    expect([...outcomes]).toEqual([
      [0, { state: 'unconfirmed' }],
      [9, { state: 'unconfirmed' }],
    ]);

    const saved = server();
    expect([...(await sendBatchRows([newRow(0, 'Ann'), umaRow], saved.send, noOwners))]).toEqual([
      [0, { state: 'created' }],
      [9, { state: 'updated' }],
    ]);
  });

  it('gives a stale update its conflict (with the user as it is now) and saves the other rows without it', async () => {
    const theirs = { ...uma, fullName: 'Uma Theirs', version: '8' };
    const conflict = new ApiFailure(409, 'Conflict', {
      code: 'Conflict_RecordChanged',
      body: { code: 'Conflict_RecordChanged', conflicts: [{ id: uma.userID, current: theirs }] },
    });
    const saved = server((changes) => (changes.some((change) => change.userID === uma.userID) ? conflict : null));
    const rows = [newRow(0, 'Ann'), umaRow, newRow(1, 'Bea')];
    const outcomes = await sendBatchRows(rows, saved.send, noOwners);
    expect(outcomes.get(9)).toEqual({ state: 'conflict', current: theirs });
    expect(outcomes.get(0)).toEqual({ state: 'created' });
    expect(outcomes.get(1)).toEqual({ state: 'created' });
    expect(saved.batches.map((batch) => batch.map((change) => change.shortName ?? change.fullName))).toEqual([
      ['Ann', 'Uma', 'Bea'],
      ['Ann', 'Bea'],
    ]);
    // The update carried the version the preview showed.
    expect(saved.batches[0]?.[1]).toMatchObject({ userID: uma.userID, version: '7', fullName: 'Uma Lee' });
  });

  it('gives BadRequest_EmailAlreadyInUse to the rows whose address a user has now (a fresh read), and saves the rest', async () => {
    const inUse = new ApiFailure(400, 'Bad Request', { code: 'BadRequest_EmailAlreadyInUse' });
    const taken = answeredUser({ userID: 'u-other', shortName: 'Other', email: 'BEA@example.com' });
    let reads = 0;
    const owners = async () => {
      reads += 1;
      return usersByEmail([uma, taken]);
    };
    const saved = server((changes) => (changes.some((change) => change.email === 'bea@example.com') ? inUse : null));
    const outcomes = await sendBatchRows([newRow(0, 'Ann'), newRow(1, 'Bea'), umaRow], saved.send, owners);
    expect(outcomes.get(1)).toEqual({ state: 'refused', error: inUse });
    expect(outcomes.get(0)).toEqual({ state: 'created' });
    // Uma's own address is hers: her update is no clash.
    expect(outcomes.get(9)).toEqual({ state: 'updated' });
    expect(reads).toBe(1);
    expect(saved.batches.map((batch) => batch.length)).toEqual([3, 2]);
  });

  it('gives a refusal that names no row to every row of the batch, sent once', async () => {
    const refusal = new ApiFailure(400, 'Bad Request', { code: 'BadRequest' });
    const saved = server(() => refusal);
    const outcomes = await sendBatchRows([newRow(0, 'Ann'), umaRow], saved.send, noOwners);
    expect([...outcomes.values()]).toEqual([
      { state: 'refused', error: refusal },
      { state: 'refused', error: refusal },
    ]);
    expect(saved.batches).toHaveLength(1);
    // An address refused while no user has it now (the read cannot tell which row): every row's too.
    const inUse = new ApiFailure(400, 'Bad Request', { code: 'BadRequest_EmailAlreadyInUse' });
    const again = await sendBatchRows([newRow(0, 'Ann')], server(() => inUse).send, noOwners);
    expect(again.get(0)).toEqual({ state: 'refused', error: inUse });
  });
});

describe('sendInBatches', () => {
  it('goes on after a batch that is refused, and sends nothing more once cancelled', async () => {
    const sent: number[][] = [];
    const heard: string[] = [];
    let cancel = false;
    const refusal = new Error('Bad Request');
    const rows = [0, 1, 2, 3].map((index) => newRow(index, `U${index}`));
    const outcomes = await sendInBatches(
      rows.map((row) => [row]),
      async (batch) => {
        const index = batch[0]?.index ?? -1;
        sent.push([index]);
        if (index === 2) cancel = true;
        return new Map([[index, index === 1 ? { state: 'refused', error: refusal } : { state: 'created' }]]);
      },
      () => cancel,
      (index, done) => heard.push(`${index}:${done}`),
    );
    expect(sent).toEqual([[0], [1], [2]]);
    expect([...outcomes]).toEqual([
      [0, { state: 'created' }],
      [1, { state: 'refused', error: refusal }],
      [2, { state: 'created' }],
      [3, { state: 'notSent' }],
    ]);
    expect(heard).toEqual(['0:true', '1:true', '2:true', '3:false']);
  });
});
