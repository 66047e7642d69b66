import { describe, expect, it } from 'vitest';
import en from '#/lib/messages/en/forms';
import { importWork, ImportWorkSuperseded } from './import-work';
import users from './messages/en';

const messages = { language: 'en', numberLocale: 'en-GB', catalogues: { users, forms: en } };

describe('importWork, the worker message protocol', () => {
  it('answers a read of pasted cells with its table under the same sequence number', async () => {
    const answer = await importWork({ kind: 'readPasted', seq: 7, text: 'Display Name\tEmail\nAnn\tann@example.com' });
    expect(answer).toEqual({
      kind: 'read',
      seq: 7,
      read: {
        table: { headers: ['Display Name', 'Email'], rows: [['Ann', 'ann@example.com']], delimiter: '\t' },
        problem: null,
      },
    });
  });

  it('answers a check with the problems of the rows that have any, in English', async () => {
    const answer = await importWork({
      kind: 'check',
      seq: 3,
      values: [
        { shortName: 'Ann', fullName: 'Ann A', email: 'ann@example.com' },
        { shortName: 'Bo', fullName: 'Bo B', email: 'not-an-email' },
      ],
      existing: [],
      locales: [],
      currencies: [],
      messages,
    });
    expect(answer.kind).toBe('checked');
    expect(answer.seq).toBe(3);
    expect(answer.kind === 'checked' && answer.problems.map(([row]) => row)).toEqual([1]);
  });

  it('stops where a pause says the request was replaced', async () => {
    const values = Array.from({ length: 1200 }, (_, i) => ({ shortName: `u${i}`, email: `u${i}@example.com` }));
    const replaced = () => Promise.reject(new ImportWorkSuperseded());
    await expect(
      importWork(
        { kind: 'check', seq: 1, values, existing: [], locales: [], currencies: [], messages },
        { pause: replaced },
      ),
    ).rejects.toBeInstanceOf(ImportWorkSuperseded);
  });
});
