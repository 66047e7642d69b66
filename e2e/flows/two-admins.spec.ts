import type { Browser, Page, TestInfo } from '@playwright/test';
import { editPosCoreInstancePath, serverNameField, typeNewSigningKey } from '../areas/servers';
import { addMember, editTeamPath, membersGrid, removeMember, teamNameField } from '../areas/teams';
import { editUserPath, emailField, fullNameField, fullNameInRow, usersPath } from '../areas/users';
import { test, expect } from '../support/fixtures';
import { rowWith } from '../support/grid';
import { newUser, openAs, uniqueTag, worldCall } from './world';

/**
 * Two admins, one record: two browser contexts (two admins' windows) on the world, which versions every record it
 * saves and refuses a save from an older version. Nothing one admin saved is silently undone by the other.
 */

test.describe.configure({ timeout: 120_000 });

/** The world's words for a stale save (the test's own copy, so a wrong text in the product is caught). */
const CONFLICT =
  'Someone else changed this record after you opened it. Nothing was saved; check their changes and save again.';

interface WorldUser {
  userID: string;
  fullName?: string | null;
  email?: string | null;
  version?: string;
}

/** A second admin's window: a browser context of its own, on the same world. */
async function secondWindow(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

async function storedUser(page: Page, userID: string): Promise<WorldUser> {
  return worldCall<WorldUser>(page, 'GET', `/api/user/${userID}`);
}

test(
  'Edit User: the second admin changes another field; their save keeps the first admin’s change and says so',
  { tag: ['@users', '@edit-page', '@record-conflicts'] },
  async ({ page: first, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(first, tag, `Rhea Before ${tag}`);
    const second = await secondWindow(browser, testInfo);
    try {
      const url = editUserPath(user.userID);
      await openAs(first, 'superUser', url);
      await openAs(second, 'superUser', url);
      await expect(fullNameField(first)).toHaveValue(user.fullName);
      await expect(fullNameField(second)).toHaveValue(user.fullName);

      const renamed = `Rhea After ${tag}`;
      await fullNameField(first).fill(renamed);
      await save(first).click();
      await expect(first).toHaveURL(/\/admin\/users$/);

      const newEmail = `rhea.${tag}@example.com`;
      await emailField(second).fill(newEmail);
      const refused = second.waitForResponse((response) => response.url().endsWith('/api/user/batch'));
      await save(second).click();
      expect((await refused).status()).toBe(409);
      // The second admin is told, sees the first admin's name, and keeps the email typed.
      await expect(second.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
      await expect(second.getByText('Someone else saved this record')).toBeVisible();
      await expect(second.getByText(/They changed Full Name while you were editing/)).toBeVisible();
      // Their name (taken) beside the one the second admin had.
      const taken = second
        .getByRole('status', { name: 'Someone else saved this record' })
        .getByRole('table', { name: 'Fields they changed' });
      await expect(taken.getByRole('row').filter({ hasText: 'Full Name' }).getByRole('cell')).toHaveText([
        renamed,
        user.fullName,
      ]);
      await expect(fullNameField(second)).toHaveValue(renamed);
      await expect(emailField(second)).toHaveValue(newEmail);

      const sent = second.waitForRequest((request) => request.url().endsWith('/api/user/batch'));
      await save(second).click();
      const body = (await sent).postDataJSON() as { changes: WorldUser[] };
      expect(body.changes[0]).toMatchObject({ fullName: renamed, email: newEmail });
      await expect(second).toHaveURL(/\/admin\/users$/);

      const stored = await storedUser(first, user.userID);
      expect(stored).toMatchObject({ fullName: renamed, email: newEmail });
      await first.goto(url);
      await expect(fullNameField(first)).toHaveValue(renamed);
      await expect(emailField(first)).toHaveValue(newEmail);
    } finally {
      await second.context().close();
    }
  },
);

test(
  'Edit User: both admins change Full Name; the second sees both values side by side and keeps the one chosen',
  { tag: ['@users', '@edit-page', '@record-conflicts'] },
  async ({ page: first, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(first, tag, `Omar Before ${tag}`);
    const second = await secondWindow(browser, testInfo);
    try {
      const url = editUserPath(user.userID);
      await openAs(first, 'superUser', url);
      await openAs(second, 'superUser', url);
      await expect(fullNameField(second)).toHaveValue(user.fullName);

      const theirs = `Omar Theirs ${tag}`;
      const mine = `Omar Mine ${tag}`;
      await fullNameField(first).fill(theirs);
      await save(first).click();
      await expect(first).toHaveURL(/\/admin\/users$/);

      await fullNameField(second).fill(mine);
      await save(second).click();
      await expect(second.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
      const choices = second.getByRole('table', { name: 'Fields you both changed' });
      const row = choices.getByRole('row').filter({ hasText: 'Full Name' });
      await expect(row).toContainText(theirs);
      await expect(row).toContainText(mine);
      await expect(fullNameField(second)).toHaveValue(mine);

      // Nothing is sent until the admin has chosen.
      let sentBeforeChoice = false;
      const watch = (request: { url(): string }) => {
        if (request.url().endsWith('/api/user/batch')) sentBeforeChoice = true;
      };
      second.on('request', watch);
      await save(second).click();
      await expect(
        second.getByText('Choose which value to keep for each field you both changed, then save again.'),
      ).toBeVisible();
      second.off('request', watch);
      expect(sentBeforeChoice).toBe(false);

      await row.getByRole('radio', { name: 'Mine' }).check();
      const sent = second.waitForRequest((request) => request.url().endsWith('/api/user/batch'));
      await save(second).click();
      expect(((await sent).postDataJSON() as { changes: WorldUser[] }).changes[0]).toMatchObject({ fullName: mine });
      await expect(second).toHaveURL(/\/admin\/users$/);

      expect(await storedUser(first, user.userID)).toMatchObject({ fullName: mine });
      await first.goto(url);
      await expect(fullNameField(first)).toHaveValue(mine);
    } finally {
      await second.context().close();
    }
  },
);

test(
  'Edit User: a user the first admin deleted; the second admin’s save offers Create it again, which makes it anew',
  { tag: ['@users', '@edit-page', '@record-conflicts'] },
  async ({ page: first, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(first, tag, `Ines Before ${tag}`);
    const second = await secondWindow(browser, testInfo);
    try {
      const url = editUserPath(user.userID);
      await openAs(first, 'superUser', url);
      await openAs(second, 'superUser', url);
      await expect(fullNameField(second)).toHaveValue(user.fullName);

      await first.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
      await first.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
      await expect(first).toHaveURL(/\/admin\/users$/);

      const again = `Ines Again ${tag}`;
      await fullNameField(second).fill(again);
      await save(second).click();
      await expect(second.getByText('Someone else deleted this record')).toBeVisible();
      await expect(fullNameField(second)).toHaveValue(again);
      const created = second.waitForResponse((response) => response.url().endsWith('/api/user/batch'));
      await second.getByRole('button', { name: 'Create it again' }).click();
      const answer = (await (await created).json()) as { changes: WorldUser[] };
      expect(answer.changes[0]?.userID).not.toBe(user.userID);
      expect(answer.changes[0]).toMatchObject({ fullName: again, email: user.email });

      await first.goto(`${usersPath}?q=${encodeURIComponent(tag)}`);
      await first.reload();
      await expect(first.locator(`input[value="${again}"]`)).toBeVisible();
    } finally {
      await second.context().close();
    }
  },
);

test(
  'Users grid: a row another admin saved meanwhile is marked, resolved in its row, and saved with both changes',
  { tag: ['@users', '@data-grid', '@record-conflicts'] },
  async ({ page: first, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const user = await newUser(first, tag, `Gail Before ${tag}`);
    const other = await newUser(first, `${tag}b`, `Gus Other ${tag}`);
    const second = await secondWindow(browser, testInfo);
    try {
      const url = `${usersPath}?q=${encodeURIComponent(tag)}`;
      await openAs(first, 'superUser', url);
      await openAs(second, 'superUser', url);
      await expect(rowWith(first, user.email)).toBeVisible();
      await expect(rowWith(second, user.email)).toBeVisible();

      const renamed = `Gail After ${tag}`;
      await fullNameInRow(first, user.email).fill(renamed);
      await first.getByRole('button', { name: 'Save Changes' }).click();
      await expect(first.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

      // The second admin edits the same user's email and another user's name, then saves both at once.
      const newEmail = `gail.${tag}@example.com`;
      const otherName = `Gus Renamed ${tag}`;
      await emailField(rowWith(second, user.email)).fill(newEmail);
      await fullNameInRow(second, other.email).fill(otherName);
      const refused = second.waitForResponse((response) => response.url().endsWith('/api/user/batch'));
      await second.getByRole('button', { name: 'Save Changes' }).click();
      expect((await refused).status()).toBe(409);
      const error = second.getByRole('dialog', { name: 'Error' });
      await expect(error).toContainText(CONFLICT);
      await error.getByRole('button', { name: 'OK' }).click();

      // Nothing of that batch was saved: the other user's rename is still pending, not stored.
      expect(await storedUser(first, other.userID)).toMatchObject({ fullName: other.fullName });
      const marked = second.locator('tbody tr[data-conflict="changed"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toContainText('Changed by someone else');
      await expect(emailField(marked)).toHaveValue(newEmail);
      await expect(fullNameInRow(second, other.email)).toHaveValue(otherName);

      const resolve = marked.getByRole('button', { name: 'Resolve conflict' });
      await resolve.hover();
      await resolve.click();
      const dialog = second.getByRole('dialog', { name: 'Changed by someone else' });
      await expect(dialog).toContainText('They changed: Full Name.');
      const taken = dialog.getByRole('table', { name: 'Fields they changed' });
      await expect(taken.getByRole('row').filter({ hasText: 'Full Name' }).getByRole('cell')).toHaveText([
        renamed,
        user.fullName,
      ]);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(fullNameInRow(second, newEmail)).toHaveValue(renamed);

      const sent = second.waitForRequest((request) => request.url().endsWith('/api/user/batch'));
      await second.getByRole('button', { name: 'Save Changes' }).click();
      const body = (await sent).postDataJSON() as { changes: WorldUser[] };
      expect(body.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ userID: user.userID, fullName: renamed, email: newEmail }),
          expect.objectContaining({ userID: other.userID, fullName: otherName }),
        ]),
      );
      await expect(second.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

      expect(await storedUser(first, user.userID)).toMatchObject({ fullName: renamed, email: newEmail });
      expect(await storedUser(first, other.userID)).toMatchObject({ fullName: otherName });
      await first.reload();
      await expect(fullNameInRow(first, newEmail)).toHaveValue(renamed);
    } finally {
      await second.context().close();
    }
  },
);

test(
  'Edit Team: deleting a team another admin renamed meanwhile asks first, and deletes only when told to',
  { tag: ['@teams', '@edit-page', '@dialogs', '@record-conflicts'] },
  async ({ page: first, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const orgId = '10000000-0000-4000-8000-000000000005';
    const saved = await worldCall<{ changes: { teamID: string; name: string }[] }>(
      first,
      'POST',
      `/api/organisation/${orgId}/team/batch`,
      { changes: [{ name: `Deli Team ${tag}`, ownerOrganisationID: orgId }], deletes: [] },
      'orgAdmin',
    );
    const team = saved.changes[0];
    if (!team) throw new Error('the world answered no team');
    const second = await secondWindow(browser, testInfo);
    try {
      const url = editTeamPath(team.teamID, orgId);
      await openAs(first, 'orgAdmin', url);
      await openAs(second, 'orgAdmin', url);
      await expect(teamNameField(second)).toHaveValue(team.name);

      const renamed = `Deli Crew ${tag}`;
      await teamNameField(first).fill(renamed);
      await save(first).click();
      await expect(first).toHaveURL(new RegExp(`/organisation/${orgId}/teams$`));

      const deleteButton = second.getByRole('main').getByRole('button', { name: 'Delete', exact: true });
      await deleteButton.click();
      await second.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
      const changed = second.getByRole('dialog', { name: 'Record changed' });
      await expect(changed).toContainText('Someone else changed this record since you opened it. Delete it anyway?');
      await changed.getByRole('button', { name: 'Cancel' }).click();
      // Not deleted; the page shows their name now.
      await expect(teamNameField(second)).toHaveValue(renamed);
      const teams = () =>
        worldCall<{ teamID: string }[]>(first, 'GET', `/api/organisation/${orgId}/team`, undefined, 'orgAdmin');
      expect((await teams()).some((listed) => listed.teamID === team.teamID)).toBe(true);

      await deleteButton.click();
      await second.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
      await expect(second).toHaveURL(new RegExp(`/organisation/${orgId}/teams$`));
      expect((await teams()).some((listed) => listed.teamID === team.teamID)).toBe(false);
    } finally {
      await second.context().close();
    }
  },
);

interface ServerGrid {
  title: string;
  path: string;
  batch: string;
  idKey: string;
  noun: string;
  record: (name: string) => Record<string, unknown>;
}

const SERVER_GRIDS: ServerGrid[] = [
  {
    title: 'POS Core Instances grid',
    path: '/admin/poscoreinstances',
    batch: '/api/POSCoreInstance/batch',
    idKey: 'posCoreInstanceID',
    noun: 'POS Core instance',
    // An address nothing answers: the remote version and errors columns show their error state at once.
    record: (name) => ({ name, uri: 'http://127.0.0.1:9' }),
  },
  {
    title: 'Integration Server Instances grid',
    path: '/admin/integrationserver',
    batch: '/api/integrationServerInstance/batch',
    idKey: 'integrationServerInstanceID',
    noun: 'integration server',
    record: (name) => ({ name, integrationServerInstanceType: 1, uri: 'http://127.0.0.1:9', testInstance: false }),
  },
];

for (const grid of SERVER_GRIDS) {
  test(
    `${grid.title}: an edit of a record another admin deleted stays marked after a refresh, is not saved as if sent, and is created again`,
    { tag: ['@servers', '@data-grid', '@record-conflicts'] },
    async ({ page: first, browser }, testInfo) => {
      const tag = uniqueTag(testInfo);
      const name = `Gone ${tag}`;
      const saved = await worldCall<{ changes: Record<string, unknown>[] }>(first, 'POST', grid.batch, {
        changes: [grid.record(name)],
        deletes: [],
      });
      const oldId = String(saved.changes[0]?.[grid.idKey] ?? '');
      expect(oldId).not.toBe('');
      const second = await secondWindow(browser, testInfo);
      try {
        const url = `${grid.path}?q=${encodeURIComponent(tag)}`;
        await openAs(first, 'superUser', url);
        await openAs(second, 'superUser', url);
        const rowOf = (page: Page, value: string) => rowWith(page, value);

        // The first admin renames it and does not save yet.
        const renamed = `Kept ${tag}`;
        await rowOf(first, name).getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);

        // The second admin deletes it.
        const remove = rowOf(second, name).getByRole('button', { name: 'Delete', exact: true });
        await remove.hover();
        await remove.click();
        await second.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
        await second.getByRole('button', { name: 'Save Changes' }).click();
        await expect(second.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

        // The first admin's list loads again: the edit stays in view, marked as deleted by someone else.
        await first.getByRole('button', { name: 'Refresh' }).click();
        const marked = first.locator('tbody tr[data-conflict="deleted"]');
        await expect(marked).toHaveCount(1);
        await expect(marked).toContainText('Deleted by someone else');
        await expect(marked.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);

        // Save Changes sends nothing and says why (no "Saved").
        let sent = false;
        const watch = (request: { url(): string }) => {
          if (request.url().endsWith(grid.batch)) sent = true;
        };
        first.on('request', watch);
        await first.getByRole('button', { name: 'Save Changes' }).click();
        const why = first.getByRole('dialog', { name: 'Please check the changes' });
        await expect(why).toContainText(`1 ${grid.noun} was changed or deleted by someone else meanwhile`);
        await why.getByRole('button', { name: 'OK' }).click();
        first.off('request', watch);
        expect(sent).toBe(false);

        // Create it again: sent as a new record, without the old id or version.
        const resolve = marked.getByRole('button', { name: 'Resolve conflict' });
        await resolve.hover();
        await resolve.click();
        const dialog = first.getByRole('dialog', { name: 'Deleted by someone else' });
        await dialog.getByRole('button', { name: 'Create it again' }).click();
        await expect(marked).toHaveCount(0);
        const request = first.waitForRequest((candidate) => candidate.url().endsWith(grid.batch));
        const answered = first.waitForResponse((response) => response.url().endsWith(grid.batch));
        await first.getByRole('button', { name: 'Save Changes' }).click();
        const body = (await request).postDataJSON() as { changes: Record<string, unknown>[]; deletes: string[] };
        expect(body.deletes).toEqual([]);
        expect(body.changes).toHaveLength(1);
        expect(body.changes[0]).toMatchObject({ name: renamed });
        expect(body.changes[0]).not.toHaveProperty(grid.idKey);
        expect(body.changes[0]).not.toHaveProperty('version');
        const response = await answered;
        expect(response.status()).toBe(200);
        const newId = String(((await response.json()) as typeof saved).changes[0]?.[grid.idKey] ?? '');
        expect(newId).not.toBe(oldId);

        // The grid shows the record created again, with its new id, as it stays after a reload.
        await expect(first.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
        await expect(rowOf(first, renamed)).toContainText(newId);
        await first.reload();
        await expect(rowOf(first, renamed)).toContainText(newId);
        await expect(first.locator('tbody tr[data-conflict]')).toHaveCount(0);
      } finally {
        await second.context().close();
      }
    },
  );
}

test(
  'Edit POS Core Instance: both admins replace the key; the second chooses, and the first admin’s key is not lost unseen',
  { tag: ['@servers', '@edit-page', '@record-conflicts', '@form-fields'] },
  async ({ page: first, browser }, testInfo) => {
    const tag = uniqueTag(testInfo);
    interface Instance {
      posCoreInstanceID: string;
      name: string;
      keyVersion: number;
    }
    const created = await worldCall<{ changes: Instance[] }>(first, 'POST', '/api/POSCoreInstance/batch', {
      changes: [{ name: `Core ${tag}`.slice(0, 32), uri: '', jwtSigningKey: `first-key-${tag}` }],
      deletes: [],
    });
    const instance = created.changes[0] as Instance;
    expect(instance.keyVersion).toBe(1);
    const second = await secondWindow(browser, testInfo);
    const theirKey = `their-key-${tag}`;
    const myKey = `my-key-${tag}`;
    try {
      const url = editPosCoreInstancePath(instance.posCoreInstanceID);
      await openAs(first, 'superUser', url);
      await openAs(second, 'superUser', url);
      for (const [page, typed, renamed] of [
        [first, theirKey, `Theirs ${tag}`],
        [second, myKey, `Mine ${tag}`],
      ] as const) {
        await expect(serverNameField(page)).toHaveValue(instance.name);
        await serverNameField(page).fill(renamed.slice(0, 32));
        await typeNewSigningKey(page, typed);
      }
      await save(first).click();
      await expect(first).toHaveURL(/\/admin\/poscoreinstances$/);

      const refused = second.waitForResponse((response) => response.url().endsWith('/api/POSCoreInstance/batch'));
      await save(second).click();
      expect((await refused).status()).toBe(409);
      // Both fields are the second admin's to choose: the key as replaced by each, never the keys themselves.
      const choices = second.getByRole('table', { name: 'Fields you both changed' });
      const keyRow = choices.getByRole('row').filter({ hasText: 'JWT Signing Key' });
      await expect(keyRow.getByRole('cell')).toHaveText([
        'JWT Signing Key',
        'Stored key, version 2',
        'The new key you typed (not shown)',
        'Keep which JWT Signing KeyTheirsMine',
      ]);
      await expect(choices).not.toContainText(myKey);
      await expect(choices).not.toContainText(theirKey);
      await expect(choices.getByRole('row').filter({ hasText: 'Name' })).toContainText(`Theirs ${tag}`);

      await keyRow.getByRole('radio', { name: 'Theirs' }).check();
      await choices.getByRole('row').filter({ hasText: 'Name' }).getByRole('radio', { name: 'Mine' }).check();
      const sent = second.waitForRequest((request) => request.url().endsWith('/api/POSCoreInstance/batch'));
      await save(second).click();
      const body = (await sent).postDataJSON() as { changes: Record<string, unknown>[] };
      expect(body.changes[0]).toMatchObject({ name: `Mine ${tag}`.slice(0, 32) });
      expect(body.changes[0]).not.toHaveProperty('jwtSigningKey');
      await expect(second).toHaveURL(/\/admin\/poscoreinstances$/);

      // The first admin's key is the one stored: set twice, not three times.
      const stored = await worldCall<Instance>(first, 'GET', `/api/posCoreInstance/${instance.posCoreInstanceID}`);
      expect(stored).toMatchObject({ name: `Mine ${tag}`.slice(0, 32), keyVersion: 2 });
      await first.goto(url);
      await expect(serverNameField(first)).toHaveValue(`Mine ${tag}`.slice(0, 32));
    } finally {
      await second.context().close();
    }
  },
);

test(
  'Edit Team: a team another admin deleted is created again with the members the admin had in its grid',
  { tag: ['@teams', '@edit-page', '@data-grid', '@record-conflicts'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const orgId = '10000000-0000-4000-8000-000000000005';
    const api = `/api/organisation/${orgId}`;
    // Members of Harbour Fish Bar of this test's own: one stays, one is removed in the grid, one is added there.
    const stays = await newUser(page, `${tag}s`, `Stays ${tag}`);
    const leaves = await newUser(page, `${tag}l`, `Leaves ${tag}`);
    const joins = await newUser(page, `${tag}j`, `Joins ${tag}`);
    await worldCall(page, 'POST', `${api}/links/batch`, {
      changes: [stays, leaves, joins].map((user) => ({
        linkType: 1,
        isOrgAdmin: false,
        organisationID: orgId,
        teamUserID: user.userID,
      })),
      deletes: [],
    });
    const saved = await worldCall<{ changes: { teamID: string }[] }>(
      page,
      'POST',
      `${api}/team/batch`,
      { changes: [{ name: `Galley ${tag}`, ownerOrganisationID: orgId }], deletes: [] },
      'orgAdmin',
    );
    const teamID = saved.changes[0]?.teamID ?? '';
    await worldCall(
      page,
      'POST',
      `${api}/team/${teamID}/members/batch`,
      { changes: [stays, leaves].map((user) => ({ teamID, userID: user.userID })), deletes: [] },
      'orgAdmin',
    );

    await openAs(page, 'orgAdmin', editTeamPath(teamID, orgId));
    const members = membersGrid(page);
    const row = (user: { userID: string }) => members.locator('tbody tr').filter({ hasText: user.userID });
    await expect(row(stays)).toBeVisible();
    await expect(row(leaves)).toBeVisible();

    // The admin renames the team, removes one member and adds another, while another admin deletes the team.
    const name = `Galley Crew ${tag}`;
    await teamNameField(page).fill(name);
    await removeMember(page, leaves.userID);
    await addMember(page, joins.fullName);
    await expect(row(joins)).toContainText('Unsaved');
    await worldCall(page, 'POST', `${api}/team/batch`, { changes: [], deletes: [teamID] }, 'orgAdmin');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Someone else deleted this record')).toBeVisible();
    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `${api}/team/batch` && response.request().method() === 'POST',
    );
    const added = page.waitForRequest((request) =>
      /\/team\/[^/]+\/members\/batch$/.test(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: 'Create it again' }).click();
    const answer = (await (await created).json()) as { changes: { teamID: string; name: string }[] };
    const newTeamID = answer.changes[0]?.teamID ?? '';
    expect(answer.changes[0]?.name).toBe(name);
    expect(newTeamID).not.toBe(teamID);
    // The members after the team, by its new id: the one kept and the one added, not the one removed.
    const sent = await added;
    expect(new URL(sent.url()).pathname).toBe(`${api}/team/${newTeamID}/members/batch`);
    expect(sent.postDataJSON()).toEqual({
      changes: [
        { teamID: newTeamID, userID: stays.userID },
        { teamID: newTeamID, userID: joins.userID },
      ],
      deletes: [],
    });
    await expect(page).toHaveURL(new RegExp(`/organisation/${orgId}/teams$`));

    const stored = await worldCall<{ userID: string }[]>(
      page,
      'GET',
      `${api}/team/${newTeamID}/members`,
      undefined,
      'orgAdmin',
    );
    expect(stored.map((member) => member.userID).sort()).toEqual([stays.userID, joins.userID].sort());
  },
);
