import { describe, expect, it, vi } from 'vitest';
import {
  INVITES_IN_FLIGHT,
  INVITE_FILE_MAX_BYTES,
  countByStatus,
  emailsFromFile,
  entriesToSend,
  entryStates,
  entryStatus,
  failedEntries,
  hasUnsentEntries,
  inviteFileTooLarge,
  knownEmails,
  runBounded,
  splitEmailList,
  withEmails,
  type SendOutcome,
} from './invite-list-rules';

describe('splitEmailList', () => {
  it('splits on new lines, commas, semicolons and spaces', () => {
    expect(splitEmailList('a@x.co\nb@x.co,c@x.co; d@x.co  e@x.co\r\n\n')).toEqual([
      'a@x.co',
      'b@x.co',
      'c@x.co',
      'd@x.co',
      'e@x.co',
    ]);
    expect(splitEmailList('  \n ,; ')).toEqual([]);
  });

  it('takes the address of "Name <email>", the name quoted or not', () => {
    expect(
      splitEmailList('Jane Doe <jane@x.co>, "Doe, John" <john@x.co>; ivy@x.co Ivy Ives <ivy.ives@x.co>\n<sam@x.co>'),
    ).toEqual(['jane@x.co', 'john@x.co', 'ivy.ives@x.co', 'ivy@x.co', 'sam@x.co']);
  });

  it('keeps a word that is no address, so that it is shown', () => {
    expect(splitEmailList('a@x.co starter.example.com')).toEqual(['a@x.co', 'starter.example.com']);
  });
});

describe('emailsFromFile', () => {
  const noPause = () => Promise.resolve();

  it("keeps a CSV's cells with an @: the header and the other columns are skipped", async () => {
    expect(await emailsFromFile('name,email\nJane Doe,jane@x.co\r\nIvy,ivy@x.co\n', noPause)).toEqual([
      'jane@x.co',
      'ivy@x.co',
    ]);
    expect(await emailsFromFile('jane@x.co\nstarter@\n', noPause)).toEqual(['jane@x.co', 'starter@']);
    expect(await emailsFromFile('"Doe,\nJane" <jane@x.co>;Ivy <ivy@x.co>', noPause)).toEqual(['jane@x.co', 'ivy@x.co']);
  });

  it('pauses for the browser between slices of its segments, and reads what a list pasted at once gives', async () => {
    const text = Array.from({ length: 5000 }, (_, i) => `Person ${i},"Doe, P${i}" <p${i}@x.co>,role`).join('\n');
    const pause = vi.fn(() => Promise.resolve());
    const emails = await emailsFromFile(text, pause);
    expect(emails).toEqual(splitEmailList(text).filter((email) => email.includes('@')));
    expect(emails).toHaveLength(5000);
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it('reads a file of one line of many addresses without running out of stack', async () => {
    const text = 'a@x.co '.repeat(150_000);
    await expect(emailsFromFile(text, noPause)).resolves.toHaveLength(150_000);
    expect(splitEmailList(text)).toHaveLength(150_000);
  });
});

describe('inviteFileProblem', () => {
  it('refuses a file over 1 MB and takes one of 1 MB', () => {
    expect(INVITE_FILE_MAX_BYTES).toBe(1024 * 1024);
    expect(inviteFileTooLarge(INVITE_FILE_MAX_BYTES)).toBe(false);
    expect(inviteFileTooLarge(INVITE_FILE_MAX_BYTES + 1)).toBe(true);
  });
});

describe('withEmails', () => {
  it('adds entries numbered on from the largest id', () => {
    const first = withEmails([], ['a@x.co', 'b@x.co']);
    expect(first).toEqual([
      { id: 1, email: 'a@x.co' },
      { id: 2, email: 'b@x.co' },
    ]);
    expect(withEmails(first.slice(1), ['c@x.co'])).toEqual([
      { id: 2, email: 'b@x.co' },
      { id: 3, email: 'c@x.co' },
    ]);
  });
});

describe('entryStates', () => {
  const known = knownEmails(
    [{ email: 'New.Starter@harbourfishbar.example' }],
    [{ userEmail: 'oliver@harbourfishbar.example' }, { userEmail: null }, {}],
  );

  it('knows the pending invitations and the user links, in lower case', () => {
    expect([...known.invited]).toEqual(['new.starter@harbourfishbar.example']);
    expect([...known.members]).toEqual(['oliver@harbourfishbar.example']);
    expect(knownEmails(undefined, undefined)).toEqual({ invited: new Set(), members: new Set() });
  });

  it('marks malformed, too long, duplicate (any case), member and invited; else ready', () => {
    const entries = withEmails(
      [],
      [
        'ivy@example.com',
        'starter@',
        `${'a'.repeat(60)}@b.co`,
        'IVY@example.com',
        'oliver@harbourfishbar.example',
        'new.starter@HARBOURFISHBAR.example',
        'sam@example.com',
      ],
    );
    expect([...entryStates(entries, known, 64).values()]).toEqual([
      'ready',
      'malformed',
      'tooLong',
      'duplicate',
      'member',
      'invited',
      'ready',
    ]);
  });

  it('leaves the first of duplicates its own state', () => {
    const entries = withEmails([], ['oliver@harbourfishbar.example', 'Oliver@harbourfishbar.example']);
    expect([...entryStates(entries, known, 64).values()]).toEqual(['member', 'duplicate']);
  });
});

describe('what is sent', () => {
  const entries = withEmails([], ['a@x.co', 'b@x.co', 'c@x.co', 'bad', 'd@x.co']);
  const states = entryStates(entries, knownEmails([], []), 64);
  const outcomes = new Map<number, SendOutcome>([
    [1, { kind: 'sent' }],
    [2, { kind: 'failed', message: 'Internal Server Error' }],
    [3, { kind: 'unknown', message: 'No answer' }],
  ]);

  it('Send sends the ready entries without an outcome; Retry failed the refused ones', () => {
    expect(entriesToSend(entries, states, new Map()).map((entry) => entry.email)).toEqual([
      'a@x.co',
      'b@x.co',
      'c@x.co',
      'd@x.co',
    ]);
    expect(entriesToSend(entries, states, outcomes).map((entry) => entry.email)).toEqual(['d@x.co']);
    expect(failedEntries(entries, outcomes).map((entry) => entry.email)).toEqual(['b@x.co']);
  });

  it('has unsent entries while one is ready or refused', () => {
    expect(hasUnsentEntries(entries, states, outcomes)).toBe(true);
    const done = new Map<number, SendOutcome>([...outcomes, [2, { kind: 'sent' }], [5, { kind: 'sent' }]]);
    expect(hasUnsentEntries(entries, states, done)).toBe(false);
    expect(hasUnsentEntries([], new Map(), new Map())).toBe(false);
  });

  it('shows the outcome once sent; one without an answer stays so, listed or not in the pending invitations read back', () => {
    const invited = new Set(['c@x.co']);
    expect(entryStatus('a@x.co', 'ready', undefined, invited)).toBe('ready');
    expect(entryStatus('a@x.co', 'ready', { kind: 'sent' }, invited)).toBe('sent');
    expect(entryStatus('b@x.co', 'ready', outcomes.get(2), invited)).toBe('failed');
    // Not "sent": the run's summary counts it without an answer, and the row must agree.
    expect(entryStatus('C@x.co', 'ready', outcomes.get(3), invited)).toBe('unansweredListed');
    expect(entryStatus('e@x.co', 'ready', outcomes.get(3), invited)).toBe('unknown');
  });

  it('counts each status', () => {
    expect(countByStatus(['ready', 'ready', 'duplicate'])).toEqual({ ready: 2, duplicate: 1 });
  });
});

describe('runBounded', () => {
  it('runs every item, at most `limit` at a time, each next one as one ends, in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const items = Array.from({ length: 10 }, (_, index) => index);
    await runBounded(items, INVITES_IN_FLIGHT, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, (item % 3) * 2));
      running -= 1;
    });
    expect(started).toEqual(items);
    expect(most).toBe(INVITES_IN_FLIGHT);
  });

  it('runs fewer workers than the limit for a short list, and none for an empty one', async () => {
    const seen: string[] = [];
    await runBounded(['a'], 3, async (item) => {
      seen.push(item);
    });
    await runBounded([], 3, async () => {
      seen.push('never');
    });
    expect(seen).toEqual(['a']);
  });
});
