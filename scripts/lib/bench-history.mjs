// A long history of one user for the bench's History case (scripts/bench.mjs): entries as a super user's read of a
// record's history answers them (listRecordHistory), newest first, each changing 2 to 4 of the user's fields.

/** The admins who made the changes: names and ids (made up, stable from run to run). */
const EDITORS = [
  'Amelia Hughes',
  'Jonas Becker',
  'Priya Raman',
  'Lucas Martin',
  'Sophie Wagner',
  'Oliver Bennett',
  'Chloé Dubois',
  'Mateo García',
].map((name, index) => ({ name, id: `0b1e5a17-0000-4000-8000-${String(index + 1).padStart(12, '0')}` }));

const FIRST_NAMES = ['Sam', 'Alex', 'Robin', 'Charlie', 'Jamie', 'Morgan', 'Taylor', 'Jordan', 'Casey', 'Riley'];
const SURNAMES = ['Fletcher', 'Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Nakamura', 'Brennan', 'Schulz'];
const LOCALES = ['en-GB', 'en-US', 'de-DE', 'fr-FR'];
const CURRENCIES = ['GBP', 'EUR', 'USD'];

/** The user's fields an entry may change, each with its value at a step of the history. */
const FIELDS = [
  ['shortName', (n) => `${FIRST_NAMES[n % FIRST_NAMES.length]}${n % 7}`],
  [
    'fullName',
    (n) => `${FIRST_NAMES[n % FIRST_NAMES.length]} ${SURNAMES[Math.floor(n / 3) % SURNAMES.length]}-${n % 97}`,
  ],
  ['email', (n) => `user.${n % 211}@${['shop', 'till', 'store'][n % 3]}.example`],
  ['locale', (n) => LOCALES[n % LOCALES.length]],
  ['defaultCurrencyCode', (n) => CURRENCIES[n % CURRENCIES.length]],
  ['scopes', (n) => (n % 5 === 0 ? ['superuser'] : [])],
  ['password', null],
];

/** One of `count` entries, `index` 0 the newest: 2 to 4 fields, made `index` x 97 minutes before `newest`. */
export function historyEntry(index, { count, subjectId, newest }) {
  const step = count - index;
  const editor = EDITORS[(index * 5) % EDITORS.length];
  const changed = 2 + (index % 3);
  const first = (index * 3) % FIELDS.length;
  const changes = [];
  for (let i = 0; i < changed; i++) {
    const [field, valueAt] = FIELDS[(first + i) % FIELDS.length];
    changes.push(
      valueAt
        ? { field, replaced: false, before: valueAt(step - 1), after: valueAt(step) }
        : { field, replaced: true, before: null, after: null },
    );
  }
  return {
    auditLogType: 2,
    userName: editor.name,
    userID: editor.id,
    created: new Date(newest.getTime() - index * 97 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    organisationName: null,
    message: `User ${subjectId} updated`,
    subject: { type: 'User', id: subjectId, organisationID: null, deleted: false },
    changes,
  };
}

/** The whole history, newest first. */
export function benchHistory({ count, subjectId, newest = new Date('2026-11-27T17:30:00Z') }) {
  return Array.from({ length: count }, (_, index) => historyEntry(index, { count, subjectId, newest }));
}

/**
 * One page of the history as the contract answers it: zero-based `pageNumber` of `pageSize` entries, narrowed to
 * entries that changed `field` and to those by a user whose name or id holds `user` (ignoring case).
 */
export function historyPage(entries, searchParams) {
  const pageSize = Number(searchParams.get('pageSize') ?? 50);
  const pageNumber = Number(searchParams.get('pageNumber') ?? 0);
  const field = searchParams.get('field');
  const user = searchParams.get('user')?.toLowerCase();
  const matching =
    field || user
      ? entries.filter(
          (entry) =>
            (!field || entry.changes.some((change) => change.field === field)) &&
            (!user || `${entry.userName} ${entry.userID}`.toLowerCase().includes(user)),
        )
      : entries;
  return matching.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
}
