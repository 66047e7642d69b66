import { auditEntry, auditLogOf } from '../areas/audit-logs';
import { addMember, memberRow, membersGrid, teamNameField, teamsPath } from '../areas/teams';
import { test, expect } from '../support/fixtures';
import { rowWith } from '../support/grid';
import { harbourFishBar, newUser, openAs, uniqueTag, worldCall } from './world';

const org = `/organisation/${harbourFishBar}`;

test.describe.configure({ timeout: 90_000 });

test(
  'a team is added, renamed, given a member and deleted, and each change is there after a reload',
  { tag: ['@teams', '@data-grid', '@edit-page'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const first = `Crew ${tag}`;
    const renamed = `Deck ${tag}`;
    // A member of Harbour Fish Bar of this test's own, so the member picker offers someone no other test adds.
    const user = await newUser(page, tag, `Marin ${tag}`);
    await worldCall(page, 'POST', `/api/organisation/${harbourFishBar}/links/batch`, {
      changes: [{ linkType: 1, isOrgAdmin: false, organisationID: harbourFishBar, teamUserID: user.userID }],
      deletes: [],
    });

    await openAs(page, 'orgAdmin', teamsPath(harbourFishBar));
    await page.getByRole('button', { name: 'Add' }).click();
    await teamNameField(page.locator('tbody tr').first()).fill(first);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await expect(rowWith(page, first)).toBeVisible();

    await teamNameField(rowWith(page, first)).fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await expect(rowWith(page, renamed)).toBeVisible();
    await expect(rowWith(page, first)).toHaveCount(0);

    await rowWith(page, renamed).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Team' })).toBeVisible();
    await expect(teamNameField(page)).toHaveValue(renamed);
    await addMember(page, user.fullName);
    await membersGrid(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(membersGrid(page).getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await expect(memberRow(page, user.fullName)).toContainText(user.userID);

    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`${org}/teams`);
    await page.reload();
    await expect(rowWith(page, 'Bar Staff')).toBeVisible();
    await expect(rowWith(page, renamed)).toHaveCount(0);

    // The organisation summary and the audit log tell the same story.
    await openAs(page, 'superUser', auditLogOf(tag));
    for (const message of [
      `Team ${renamed} deleted`,
      `${user.fullName} added to team ${renamed}`,
      `Team ${first} renamed to ${renamed}`,
      `Team ${first} created`,
    ]) {
      await expect(auditEntry(page, message)).toContainText('Oliver Owens');
    }
  },
);
