import type { Browser, Locator, Page, Request, TestInfo } from '@playwright/test';
import { myAccountPath } from '../areas/account';
import { auditEntry, auditLogOf, historyButton, historyDrawer, historyLink } from '../areas/audit-logs';
import { editTeamPath, saveTeam, teamNameField } from '../areas/teams';
import { displayNameField, editUserPath, saveUser } from '../areas/users';
import { test, expect, estate, waitForCall, type Persona } from '../support/fixtures';
import { harbourFishBar, newOrganisation, openAs, uniqueTag, worldCall } from './world';

/**
 * A record's history on the world (an extension of SPEC): the world writes each change's record and fields, and the
 * console shows them on the record's page (History), on My Account and from the audit log.
 */

test.describe.configure({ timeout: 120_000 });
// Dates are shown in the browser's time zone: pin it so "when" is today's date as the test computes it.
test.use({ timezoneId: 'UTC' });

interface WorldUser {
  userID: string;
  shortName: string | null;
  fullName: string | null;
  email: string | null;
  locale: string | null;
  defaultCurrencyCode: string | null;
  image: string | null;
  scopes: string[];
  version?: string;
}

/** Today as the History writes its dates in en-GB (dd/mm/yyyy). */
const today = () => new Date().toLocaleDateString('en-GB', { timeZone: 'UTC' });

/** A user of this test's own, with a display name the test knows. */
async function userCalled(page: Page, tag: string, shortName: string): Promise<WorldUser> {
  const fullName = `Hana History ${tag}`;
  const saved = await worldCall<{ changes: WorldUser[] }>(page, 'POST', '/api/user/batch', {
    changes: [
      {
        shortName,
        fullName,
        email: `history.${tag}@example.com`,
        locale: 'en-GB',
        defaultCurrencyCode: 'GBP',
        scopes: [],
      },
    ],
    deletes: [],
  });
  const user = saved.changes[0];
  if (!user) throw new Error('the world answered no user');
  return user;
}

const storedUser = (page: Page, userID: string) => worldCall<WorldUser>(page, 'GET', `/api/user/${userID}`);

/** A super user's change of the display name, saved as Edit User saves it (the world's batch, at its version). */
async function renameUser(page: Page, userID: string, shortName: string): Promise<void> {
  const { version: _version, ...user } = await storedUser(page, userID);
  await worldCall(page, 'POST', '/api/user/batch', { changes: [{ ...user, shortName }], deletes: [] });
}

/** The record's History section (below its form; open when the URL's hash is #history). */
const historySection = (page: Page) => page.getByRole('region', { name: 'History' });

/** The History's entries, newest first. */
const historyEntries = (page: Page) => historySection(page).getByRole('article');

/** An entry's changed fields, each "Field: before → after". */
const changedFields = (entry: Locator) => entry.getByRole('list', { name: 'Fields changed' });

/** One field an entry changed, by the form's name of it. */
const fieldChange = (entry: Locator, label: string) =>
  changedFields(entry)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}:`) });

/** A field's line, the value before the change first (its words for a screen reader between). */
const beforeAfter = (label: string, before: string, after: string) => new RegExp(`^${label}:.*${before}.*→.*${after}$`);

/**
 * Opens `path` as `persona` with a real page load, the URL's `query` (`mockPrefer=`...) and its hash (`#history`
 * opens the History section) in their places.
 */
async function openAt(page: Page, persona: Persona, path: string, { query = '', hash = '' } = {}): Promise<void> {
  await page.goto(`${path}?${query ? `${query}&` : ''}mockPersona=${persona}${hash ? `#${hash}` : ''}`);
}

/** A second admin's window: a browser context of its own, on the same world. */
async function secondWindow(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC' });
  return context.newPage();
}

/** A history read as `persona` from outside the console's screens (the console's headers), with its status. */
async function historyStatus(page: Page, path: string, persona: Persona): Promise<number> {
  const response = await page.request.get(`${path}?pageSize=50&pageNumber=0`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Mock-Persona': persona },
  });
  return response.status();
}

test(
  "a super user renames a user on Edit User; after a reload the user's History names the change",
  { tag: ['@users', '@edit-page', '@history'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const before = `Before-${tag}`;
    const after = `After-${tag}`;
    const user = await userCalled(page, tag, before);

    await openAs(page, 'superUser', editUserPath(user.userID));
    await expect(displayNameField(page)).toHaveValue(before);
    await displayNameField(page).fill(after);
    await saveUser(page);
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.goto(`${editUserPath(user.userID)}#history`);
    await page.reload();
    await expect(displayNameField(page)).toHaveValue(after);
    const newest = historyEntries(page).first();
    // Who and when, then the field as the form names it, before → after.
    await expect(newest).toHaveAccessibleName(new RegExp(`^Alice Administrator, ${today().replaceAll('/', '\\/')}`));
    await expect(fieldChange(newest, 'Display Name')).toHaveText(beforeAfter('Display Name', before, after));
  },
);

test(
  "a super user renames a team of Harbour Fish Bar on Edit Team; the organisation's own admin sees who changed it, and what, on the team's History",
  { tag: ['@teams', '@edit-page', '@history'] },
  async ({ page, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const before = `Deck ${tag}`;
    const after = `Galley ${tag}`;
    const saved = await worldCall<{ changes: { teamID: string }[] }>(
      page,
      'POST',
      `/api/organisation/${harbourFishBar}/team/batch`,
      { changes: [{ name: before, ownerOrganisationID: harbourFishBar }], deletes: [] },
    );
    const teamId = saved.changes[0]?.teamID ?? '';

    // Alice, the super user, renames it.
    await openAs(page, 'superUser', editTeamPath(teamId, harbourFishBar));
    await expect(teamNameField(page)).toHaveValue(before);
    await teamNameField(page).fill(after);
    const sent = await saveTeam(page, harbourFishBar);
    expect(sent.postDataJSON()).toMatchObject({ changes: [{ teamID: teamId, name: after }], deletes: [] });
    expect((await sent.response())?.status()).toBe(200);

    // Oliver, Harbour Fish Bar's admin, in a window of his own: the change is Alice's, on his organisation's path.
    const second = await secondWindow(browser, testInfo);
    try {
      const read = waitForCall(second, 'GET', `/api/organisation/${harbourFishBar}/history/Team/${teamId}`);
      await openAt(second, 'orgAdmin', editTeamPath(teamId, harbourFishBar), { hash: 'history' });
      await read;
      await second.reload();
      await expect(teamNameField(second)).toHaveValue(after);
      const theirs = historyEntries(second).first();
      await expect(theirs).toHaveAccessibleName(new RegExp(`^Alice Administrator, ${today().replaceAll('/', '\\/')}`));
      await expect(fieldChange(theirs, 'Name')).toHaveText(beforeAfter('Name', before, after));
    } finally {
      await second.context().close();
    }
  },
);

test(
  'Use these values brings an earlier display name back: the batch sends it at the loaded version, and after a reload the user has it and the History shows the change back',
  { tag: ['@users', '@edit-page', '@history'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const before = `Before-${tag}`;
    const after = `After-${tag}`;
    const user = await userCalled(page, tag, before);
    await renameUser(page, user.userID, after);
    const loaded = await storedUser(page, user.userID);

    await openAt(page, 'superUser', editUserPath(user.userID), { hash: 'history' });
    await expect(displayNameField(page)).toHaveValue(after);
    const change = historyEntries(page).first();
    await expect(changedFields(change)).toContainText(before);
    await change.getByRole('button', { name: /^Use the values from before the change of / }).click();
    // In the form, not saved: Save and Cancel instead of Done.
    await expect(displayNameField(page)).toHaveValue(before);
    await expect(historySection(page).getByRole('status').filter({ hasText: 'Save to keep them' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

    const sent: Request = await saveUser(page);
    expect(sent.postDataJSON()).toEqual({
      changes: [
        {
          userID: user.userID,
          shortName: before,
          fullName: loaded.fullName,
          email: loaded.email,
          locale: 'en-GB',
          defaultCurrencyCode: 'GBP',
          image: null,
          scopes: [],
          version: loaded.version,
        },
      ],
      deletes: [],
    });
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.goto(`${editUserPath(user.userID)}#history`);
    await page.reload();
    await expect(displayNameField(page)).toHaveValue(before);
    const back = historyEntries(page).first();
    await expect(fieldChange(back, 'Display Name')).toHaveText(beforeAfter('Display Name', after, before));
    // Newest first: the change back, then the change it undid.
    await expect(historyEntries(page)).toHaveCount(3);
  },
);

test(
  "an organisation admin cannot read another organisation's record's history: their organisation's path answers 404",
  { tag: ['@teams', '@history', '@access'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const otherOrg = await newOrganisation(page, `H${tag}`.slice(0, 10).toUpperCase(), `Elsewhere ${tag}`);
    const teamName = `Elsewhere Team ${tag}`;
    const saved = await worldCall<{ changes: { teamID: string }[] }>(
      page,
      'POST',
      `/api/organisation/${otherOrg}/team/batch`,
      { changes: [{ name: teamName, ownerOrganisationID: otherOrg }], deletes: [] },
    );
    const teamId = saved.changes[0]?.teamID ?? '';

    // Through their own organisation's path: as if the team did not exist.
    expect(await historyStatus(page, `/api/organisation/${harbourFishBar}/history/Team/${teamId}`, 'orgAdmin')).toBe(
      404,
    );
    // A super user reads it.
    expect(await historyStatus(page, `/api/auditlog/history/Team/${teamId}`, 'superUser')).toBe(200);
    // No screen half: the console has no page of another organisation's team to open as this admin (its read of the
    // team fails before any History could), so what the user sees says nothing of the history's access.
  },
);

test(
  "an ordinary user's My Account shows their own history only",
  { tag: ['@account', '@history'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const someone = await userCalled(page, tag, `Other-${tag}`);
    await renameUser(page, someone.userID, `Renamed-${tag}`);

    const historyReads: string[] = [];
    page.on('request', (request) => {
      if (/\/history\//i.test(new URL(request.url()).pathname)) historyReads.push(new URL(request.url()).pathname);
    });
    const own = waitForCall(page, 'GET', `/api/User/history/${estate.umaId}`);
    await openAt(page, 'user', myAccountPath(estate.umaId), { hash: 'history' });
    await own;
    const section = historySection(page);
    // Her history (the seed's account of her, at least): never another user's change.
    await expect(section.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
    await expect(section.getByRole('article').filter({ hasText: 'Uma Underwood' }).first()).toBeVisible();
    await expect(page.getByText(`Renamed-${tag}`)).toHaveCount(0);
    expect(historyReads).toEqual([`/api/User/history/${estate.umaId}`]);

    // Another user's history is not hers to read.
    expect(await historyStatus(page, `/api/User/history/${someone.userID}`, 'user')).toBe(403);
    expect(await historyStatus(page, `/api/auditlog/history/User/${someone.userID}`, 'user')).toBe(403);
  },
);

test(
  "Audit Logs: a row naming its record opens the record's page with its History; a deleted record's row says so and opens its history",
  { tag: ['@audit-logs', '@users', '@history'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const live = await userCalled(page, tag, `Live-${tag}`);
    await renameUser(page, live.userID, `Lively-${tag}`);
    const gone = await userCalled(page, `${tag}g`, `Gone-${tag}`);
    await worldCall(page, 'POST', '/api/user/batch', { changes: [], deletes: [gone.userID] });

    await openAs(page, 'superUser', auditLogOf(tag));
    const updated = auditEntry(page, `User ${live.fullName} updated`);
    await expect(historyLink(updated, 'History of the user')).toHaveAttribute(
      'href',
      `/admin/users/edit/${live.userID}#history`,
    );
    const deleted = auditEntry(page, `User ${gone.fullName} deleted`);
    await expect(historyButton(deleted, 'Deleted — history of the user')).toBeVisible();
    await expect(historyLink(deleted, 'History of the user')).toHaveCount(0);

    await historyButton(deleted, 'Deleted — history of the user').click();
    const drawer = historyDrawer(page, 'Deleted — history of the user');
    await expect(drawer.getByText('This record has been deleted. Its history is kept.')).toBeVisible();
    // Its whole history, newest first: deleted, then created.
    await expect(drawer.getByRole('article')).toHaveCount(2);
    await expect(drawer.getByRole('article').first()).toContainText(`User ${gone.fullName} deleted`);
    await expect(drawer.getByRole('article').last()).toContainText(`User ${gone.fullName}`);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);

    await historyLink(updated, 'History of the user').click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/edit/${live.userID}#history$`));
    await expect(displayNameField(page)).toHaveValue(`Lively-${tag}`);
    await expect(historySection(page).getByRole('button', { name: 'History' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(changedFields(historyEntries(page).first())).toContainText(`Lively-${tag}`);
    await expect(historySection(page)).toBeInViewport();
  },
);

test(
  'a server that keeps no history: the History says so instead of failing',
  { tag: ['@users', '@edit-page', '@history'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await userCalled(page, tag, `Plain-${tag}`);
    const forced = encodeURIComponent(`GET /api/auditlog/history/*=code=501`);

    await openAt(page, 'superUser', editUserPath(user.userID), { query: `mockPrefer=${forced}`, hash: 'history' });
    await expect(displayNameField(page)).toHaveValue(`Plain-${tag}`);
    await expect(historySection(page).getByText('No history', { exact: true })).toBeVisible();
    await expect(historySection(page).getByText('This server keeps no history')).toBeVisible();
    await expect(historySection(page).getByRole('article')).toHaveCount(0);
    await expect(historySection(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  },
);
