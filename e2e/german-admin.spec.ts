import type { Page, Request } from '@playwright/test';
import { openChangePassword, openMyAccount } from './areas/account';
import { openAuditLogs } from './areas/audit-logs';
import { openProfile } from './areas/users';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { region } from './support/form';
import { gridRows } from './support/grid';
import { sameCallsInEnglishAndGerman } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { recordCalls } from './support/versions';

/**
 * Audit Logs, My Account (with Edit My Profile and Change Password), the administration summary and Statistics in
 * German: each visit is made once with an English profile and once with a German one; the German texts show, and
 * the API calls (and every body sent) are the same in both languages.
 */
// Several visits per test on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** What a visit sent: its calls ("METHOD /path", sorted) and the bodies of the calls it waited for. */
interface Visit {
  calls: string[];
  bodies: unknown[];
}

async function visit(page: Page, steps: (sent: (call: Promise<Request>) => Promise<void>) => Promise<void>) {
  const calls = recordCalls(page);
  const bodies: unknown[] = [];
  await steps(async (call) => {
    bodies.push((await call).postDataJSON());
  });
  await settled(page);
  return { calls: [...calls].sort(), bodies } satisfies Visit;
}

const auditWords = {
  en: {
    title: 'Audit Logs',
    table: 'Audit log',
    columns: ['Type', 'User', 'Created', 'Organisation', 'Message'],
    filter: (column: string) => `Filter ${column}`,
    category: 'User/Organisation',
    unknownType: 'Unknown type (999)',
    page: 'Page 1',
    previous: 'Previous',
    searchTypes: 'Search types',
    apply: 'Apply',
    cancel: 'Cancel',
    typeSelected: '1 type selected',
    userContains: 'User contains',
    userFiltered: 'User filtered',
    filtered: 'Filtered',
    zone: /^Times in /,
    from: 'From',
    to: 'To',
    fromAfterTo: 'From must be before To',
  },
  de: {
    title: 'Prüfprotokolle',
    table: 'Prüfprotokoll',
    columns: ['Typ', 'Benutzer', 'Erstellt', 'Organisation', 'Meldung'],
    filter: (column: string) => `${column} filtern`,
    category: 'Benutzer/Organisation',
    unknownType: 'Unbekannter Typ (999)',
    page: 'Seite 1',
    previous: 'Zurück',
    searchTypes: 'Typen suchen',
    apply: 'Übernehmen',
    cancel: 'Abbrechen',
    typeSelected: '1 Typ ausgewählt',
    userContains: 'Benutzer enthält',
    userFiltered: 'Benutzer gefiltert',
    filtered: 'Gefiltert',
    zone: /^Zeiten in /,
    from: 'Von',
    to: 'Bis',
    fromAfterTo: '„Von“ muss vor „Bis“ liegen',
  },
} as const;

/** Audit Logs: the table, the Type and User filters applied, and the Created filter refusing From after To. */
function auditLogs(page: Page, words: (typeof auditWords)[keyof typeof auditWords]): Promise<Visit> {
  return visit(page, async (sent) => {
    const first = waitForCall(page, 'POST', '/api/auditlog/query');
    await openAuditLogs(page);
    await sent(first);
    await expect(page.getByRole('heading', { name: words.title, level: 2 })).toBeVisible();
    const rows = gridRows(page, words.table);
    await expect(rows).toHaveCount(8);
    for (const column of words.columns) {
      await expect(page.getByRole('button', { name: words.filter(column), exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table').getByRole('img', { name: words.category }).first()).toBeVisible();
    await rows.last().getByTestId('audit-type').hover();
    await expect(page.getByRole('tooltip', { name: words.unknownType })).toBeVisible();
    await expect(page.getByText(words.page, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: words.previous })).toBeDisabled();

    const [type, user] = words.columns;
    await page.getByRole('button', { name: words.filter(type) }).click();
    const types = page.getByRole('dialog', { name: words.filter(type) });
    await expect(types.getByRole('textbox', { name: words.searchTypes })).toBeVisible();
    await expect(types.getByText(words.category, { exact: true })).toBeVisible();
    await types.getByRole('checkbox', { name: 'Token issued', exact: true }).check();
    const byType = waitForCall(page, 'POST', '/api/auditlog/query');
    await types.getByRole('button', { name: words.apply }).click();
    await sent(byType);
    await expect(page.getByLabel(words.typeSelected)).toHaveText('1');

    await page.getByRole('button', { name: words.filter(user) }).click();
    const userBox = page.getByRole('dialog', { name: words.filter(user) }).getByRole('textbox', { name: user });
    await expect(userBox).toHaveAttribute('placeholder', words.userContains);
    await userBox.fill('Oliver');
    const byUser = waitForCall(page, 'POST', '/api/auditlog/query');
    await userBox.press('Enter');
    await sent(byUser);
    await expect(page.getByLabel(words.userFiltered)).toHaveText(words.filtered);

    // A range from the URL with From after To: the filter says so and will not apply it.
    const ranged = waitForCall(page, 'POST', '/api/auditlog/query');
    await openAuditLogs(page, '?from=2025-06-02T00:00:00.000Z&to=2025-06-01T00:00:00.000Z');
    await sent(ranged);
    const created = words.filter(words.columns[2]);
    await page.getByRole('button', { name: created }).click();
    const range = page.getByRole('dialog', { name: created });
    await expect(range.getByText(words.zone)).toBeVisible();
    await expect(range.getByRole('button', { name: words.from, exact: true })).toBeVisible();
    await expect(range.getByRole('button', { name: words.to, exact: true })).toBeVisible();
    await expect(range.getByRole('alert')).toHaveText(words.fromAfterTo);
    await expect(range.getByRole('button', { name: words.apply })).toBeDisabled();
    await range.getByRole('button', { name: words.cancel }).click();
    await expect(range).toHaveCount(0);
  });
}

test(
  'Audit Logs in German: headers, filters, categories, paging and the range check; the same queries',
  { tag: ['@de', '@audit-logs', '@date-time-field'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const german = await sameCallsInEnglishAndGerman(signInAs, 'superUser', (language) =>
      auditLogs(page, auditWords[language]),
    );
    expect(german.calls.length).toBeGreaterThan(0);
    expect(german.bodies).toHaveLength(4);
  },
);

const accountWords = {
  en: {
    title: 'My Account',
    profile: 'Profile',
    displayName: 'Display Name',
    editProfile: 'Edit Profile',
    insights: 'Insights access',
    insightsRows: ['Dashboards and ReportsGranted', 'Transactions ViewGranted', 'Remapping LabelsGranted'],
    membership: 'Organisation Membership',
    noMembership: 'You are not a member of any organisation.',
    invites: 'Pending Invites',
    noInvites: 'You have no pending invitations.',
    agreements: 'Consented Agreements',
    document: 'Terms of Service (version 3)',
    editMyProfile: 'Edit My Profile',
    changePassword: 'Change Password',
    profileSaved: 'Your profile was saved.',
    oldPassword: 'Old Password',
    change: 'Change',
    passwordChanged: 'Your password was changed.',
  },
  de: {
    title: 'Mein Konto',
    profile: 'Profil',
    displayName: 'Anzeigename',
    editProfile: 'Profil bearbeiten',
    insights: 'Insights-Zugriff',
    insightsRows: ['Dashboards und BerichteGewährt', 'TransaktionsansichtGewährt', 'Bezeichnungen neu zuordnenGewährt'],
    membership: 'Organisationsmitgliedschaften',
    noMembership: 'Sie sind kein Mitglied einer Organisation.',
    invites: 'Ausstehende Einladungen',
    noInvites: 'Sie haben keine ausstehenden Einladungen.',
    agreements: 'Akzeptierte Vereinbarungen',
    document: 'Terms of Service (Version 3)',
    editMyProfile: 'Mein Profil bearbeiten',
    changePassword: 'Kennwort ändern',
    profileSaved: 'Ihr Profil wurde gespeichert.',
    oldPassword: 'Altes Kennwort',
    change: 'Ändern',
    passwordChanged: 'Ihr Kennwort wurde geändert.',
  },
} as const;

type AccountWords = (typeof accountWords)[keyof typeof accountWords];

/** My Account of the super user: every card. */
function myAccount(page: Page, words: AccountWords): Promise<Visit> {
  return visit(page, async () => {
    await openMyAccount(page, estate.aliceId);
    await expect(page.getByRole('heading', { name: words.title, level: 2 })).toBeVisible();
    const profile = region(page, words.profile);
    await expect(profile.getByRole('row', { name: `${words.displayName} Alice` })).toBeVisible();
    await expect(profile.getByRole('link', { name: words.editProfile })).toHaveAttribute('href', '/profile');
    await expect(region(page, words.insights).getByTestId('insights-row')).toHaveText([...words.insightsRows]);
    await expect(region(page, words.membership)).toContainText(words.noMembership);
    await expect(region(page, words.invites)).toContainText(words.noInvites);
    await expect(region(page, words.agreements).getByRole('link', { name: words.document })).toBeVisible();
  });
}

/**
 * Edit My Profile saved, then Change Password sent. The fields and the Save button are shared blocks: they are
 * found by what they are (autocomplete hints, the password inputs' order), not by their words.
 */
function profileAndPassword(page: Page, words: AccountWords): Promise<Visit> {
  return visit(page, async (sent) => {
    await openProfile(page);
    await expect(page.getByRole('heading', { name: words.editMyProfile, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: words.changePassword })).toHaveAttribute(
      'href',
      '/changeprofilepassword',
    );
    await page.locator('input[autocomplete="name"]').fill('Uma U. Underwood');
    const save = waitForCall(page, 'POST', '/api/user/profile');
    await page.getByRole('button', { name: /^(Save|Speichern)$/ }).click();
    await sent(save);
    await expect(page.getByText(words.profileSaved)).toBeVisible();

    await openChangePassword(page);
    await expect(page.getByRole('heading', { name: words.changePassword, level: 2 })).toBeVisible();
    const change = page.getByRole('button', { name: words.change, exact: true });
    await expect(change).toBeDisabled();
    await page.getByRole('textbox', { name: words.oldPassword, exact: true }).fill('Harbour-Lights-2023');
    const fresh = page.locator('input[autocomplete="new-password"]');
    await fresh.nth(0).fill('Quayside-Sunrise-2024');
    await fresh.nth(1).fill('Quayside-Sunrise-2024');
    const changed = waitForCall(page, 'POST', '/api/user/batch/changepassword');
    await change.click();
    await sent(changed);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText(words.passwordChanged)).toBeVisible();
  });
}

test(
  'My Account, Edit My Profile and Change Password in German; the same calls and bodies',
  { tag: ['@de', '@account', '@summary-card', '@edit-page', '@form-fields'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    await forceAnswer('GET', '/api/user/profile', 'example=user');
    const germanAccount = await sameCallsInEnglishAndGerman(signInAs, 'superUser', (language) =>
      myAccount(page, accountWords[language]),
    );
    expect(germanAccount.calls.length).toBeGreaterThan(0);

    const german = await sameCallsInEnglishAndGerman(signInAs, 'user', (language) =>
      profileAndPassword(page, accountWords[language]),
    );
    expect(german.calls.length).toBeGreaterThan(0);
    expect(german.bodies[1]).toEqual({
      userID: estate.umaId,
      oldPassword: 'Harbour-Lights-2023',
      newPassword: 'Quayside-Sunrise-2024',
    });

    // SPEC 8's message for a change that failed without one, in German.
    await page.route(
      (url) => url.pathname === '/api/user/batch/changepassword',
      (route) => route.fulfill({ status: 400, body: '' }),
    );
    await openChangePassword(page);
    await page.getByRole('textbox', { name: 'Altes Kennwort', exact: true }).fill('Harbour-Lights-2023');
    const fresh = page.locator('input[autocomplete="new-password"]');
    await fresh.nth(0).fill('Quayside-Sunrise-2024');
    await fresh.nth(1).fill('Quayside-Sunrise-2024');
    await page.getByRole('button', { name: 'Ändern', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Das Kennwort konnte nicht geändert werden! Bitte geben Sie für das alte und das neue Kennwort gültige Angaben ein und versuchen Sie es erneut',
    );
  },
);

const summaryWords = {
  en: {
    title: 'Administration',
    posCore: 'POS Core Instances',
    organisations: '2 organisations',
    managePosCore: 'Manage POS Core instances',
    clients: 'Clients',
    passwordGrant: 'Password grant',
    users: 'Users',
    usersInTotal: 'users in total',
    organisationsCard: 'Organisations',
    active: 'Active',
    versions: 'Versions',
    component: 'Component',
    monitoring: 'Monitoring',
    auditLogs: 'Audit Logs',
    refresh: 'Refresh',
  },
  de: {
    title: 'Verwaltung',
    posCore: 'POS-Core-Instanzen',
    organisations: '2 Organisationen',
    managePosCore: 'POS-Core-Instanzen verwalten',
    clients: 'API-Clients',
    passwordGrant: 'Kennwortgewährung',
    users: 'Benutzer',
    usersInTotal: 'Benutzer insgesamt',
    organisationsCard: 'Organisationen',
    active: 'Aktiv',
    versions: 'Versionen',
    component: 'Komponente',
    monitoring: 'Überwachung',
    auditLogs: 'Prüfprotokolle',
    refresh: 'Aktualisieren',
  },
} as const;

/** The administration summary: its cards, then Refresh. */
function adminSummary(page: Page, words: (typeof summaryWords)[keyof typeof summaryWords]): Promise<Visit> {
  return visit(page, async () => {
    await open(page, '/admin');
    await expect(page.getByRole('heading', { name: words.title, level: 2 })).toBeVisible();
    const posCore = region(page, words.posCore);
    await expect(posCore.getByRole('listitem').filter({ hasText: 'POSCore EU West' })).toContainText(
      words.organisations,
    );
    await expect(posCore.getByRole('link', { name: words.managePosCore })).toHaveAttribute(
      'href',
      '/admin/poscoreinstances',
    );
    await expect(region(page, words.clients).getByRole('listitem').filter({ hasText: 'Insights' })).toContainText(
      words.passwordGrant,
    );
    await expect(region(page, words.users)).toContainText(words.usersInTotal);
    await expect(region(page, words.organisationsCard)).toContainText(words.active);
    await expect(region(page, words.versions).getByRole('columnheader', { name: words.component })).toBeVisible();
    await expect(region(page, words.monitoring).getByRole('link', { name: words.auditLogs })).toBeVisible();
    const again = waitForCall(page, 'GET', '/admin/summary/');
    await page.getByRole('button', { name: words.refresh }).click();
    await again;
  });
}

test(
  'the administration summary in German: cards, counts and links; the same calls',
  { tag: ['@de', '@admin-summary', '@summary-card'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    const german = await sameCallsInEnglishAndGerman(signInAs, 'superUser', (language) =>
      adminSummary(page, summaryWords[language]),
    );
    expect(german.calls.length).toBeGreaterThan(0);

    await forceAnswer('GET', '/admin/summary/', 'example=noDeploymentServer');
    await open(page, '/admin');
    const deployment = region(page, 'Bereitstellungsserver');
    await expect(deployment).toContainText('Es wurde noch kein Bereitstellungsserver eingerichtet.');
    await expect(deployment.getByRole('link', { name: 'Bereitstellungsserver erstellen' })).toHaveAttribute(
      'href',
      '/admin/deploymentserver/create',
    );
  },
);

const statisticsWords = {
  en: {
    title: 'Statistics',
    month: 'Month',
    search: 'Search',
    noMonth: 'Pick a month and search to see its statistics.',
    tree: 'Statistics',
    orgs: '2 orgs: sort by Organisations',
    transactions: '18,342 transactions: sort by Transactions',
    sort: 'Sort',
    sortedBy: 'Sorted by Transactions',
    descending: 'Descending',
    server: 'Remote Order Server set',
    download: 'Download',
    downloadFailed: 'Download failed',
  },
  de: {
    title: 'Statistik',
    month: 'Monat',
    search: 'Suchen',
    noMonth: 'Wählen Sie einen Monat aus und starten Sie die Suche, um seine Statistik anzuzeigen.',
    tree: 'Statistik',
    orgs: '2 Org.: nach Organisationen sortieren',
    transactions: '18.342 Transaktionen: nach Transaktionen sortieren',
    sort: 'Sortierung',
    sortedBy: 'Sortiert nach Transaktionen',
    descending: 'Absteigend',
    server: 'Remote-Order-Server eingerichtet',
    download: 'Herunterladen',
    downloadFailed: 'Download fehlgeschlagen',
  },
} as const;

/** Statistics: no month, then May 2025 sorted by transactions, and a download that fails. */
function statistics(page: Page, words: (typeof statisticsWords)[keyof typeof statisticsWords]): Promise<Visit> {
  return visit(page, async (sent) => {
    await open(page, '/admin/statistics');
    await expect(page.getByRole('heading', { name: words.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: words.month, exact: true })).toBeVisible();
    await page.getByRole('button', { name: words.search, exact: true }).click();
    await expect(page.getByText(words.noMonth)).toBeVisible();

    const month = waitForCall(page, 'POST', '/api/Statistics/monthlyAllPOSCores');
    await open(page, '/admin/statistics?month=2025-05');
    await sent(month);
    const euWest = page.getByRole('tree', { name: words.tree }).getByRole('treeitem', { name: 'POSCore EU West' });
    await expect(euWest.getByRole('button', { name: words.orgs })).toBeVisible();
    await euWest.getByRole('button', { name: words.transactions }).click();
    const sort = page.getByRole('group', { name: words.sort });
    await expect(sort.getByRole('button', { name: words.sortedBy })).toBeVisible();
    await expect(sort).toContainText(words.descending);
    await expect(page).toHaveURL(/sort=transactions/);
    const fishBar = page.getByRole('treeitem', { name: 'Harbour Fish Bar (HFB)', exact: true });
    await expect(fishBar.getByRole('img', { name: words.server })).toHaveAttribute('data-state', 'on');

    const download = waitForCall(page, 'GET', '/api/Statistics/DownloadMonthlyStatistics');
    await page.getByRole('link', { name: words.download }).click();
    await download;
    await expect(page.getByText(words.downloadFailed)).toBeVisible();
  });
}

test(
  'Statistics in German: month, sort, badges and a failed download; the same calls',
  { tag: ['@de', '@statistics', '@date-inputs'] },
  async ({ page, signInAs, forceAnswer }) => {
    trackRequests(page);
    await forceAnswer('GET', '/api/Statistics/DownloadMonthlyStatistics', 'code=500');
    const german = await sameCallsInEnglishAndGerman(signInAs, 'superUser', (language) =>
      statistics(page, statisticsWords[language]),
    );
    expect(german.calls.length).toBeGreaterThan(0);
  },
);
