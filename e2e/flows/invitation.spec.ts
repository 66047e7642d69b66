import type { Page } from '@playwright/test';
import { inviteEmailField, invitePath, linksPath, pendingInvitesPath, permissionGroupsBox } from '../areas/access';
import { displayNameField, fullNameField } from '../areas/users';
import { test, expect } from '../support/fixtures';
import { field } from '../support/form';
import { harbourFishBar, mailedLink, openAs, uniqueTag } from './world';

const org = `/organisation/${harbourFishBar}`;
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe.configure({ timeout: 90_000 });

test(
  'an invitation is sent, pending, accepted by its link by a signed-out visitor, and the new user belongs to the organisation',
  { tag: ['@access', '@invitation-acceptance', '@link-validation', '@public-card', '@form-fields'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const email = `invitee.${tag}@example.com`;

    await openAs(page, 'orgAdmin', invitePath(harbourFishBar));
    await inviteEmailField(page).fill(email);
    await permissionGroupsBox(page).getByRole('checkbox', { name: 'Config Editors' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(`${org}/pendinginvites`);
    await page.reload();
    await expect(rowOf(page, email)).toContainText('Oliver Owens');

    // The invitee opens the mail's link, signed out.
    const link = await mailedLink(page, email);
    await page.goto(`${link}?mockPersona=loggedOut`);
    await expect(page.getByRole('heading', { name: 'Accept Invitation' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    for (const checkbox of await page.getByRole('checkbox', { name: /^I accept the / }).all()) await checkbox.check();
    await displayNameField(page).fill(`Ivy${tag}`);
    await fullNameField(page).fill(`Ivy Invitee ${tag}`);
    await field(page, 'Password').fill('Harbour-Welcome-2026');
    await field(page, 'Confirm Password').fill('Harbour-Welcome-2026');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Welcome, your invitation has been approved!')).toBeVisible();

    // The link is used up.
    await page.goto(link);
    await expect(page.getByText('Invitation not found or has expired.', { exact: false })).toBeVisible();

    // The organisation admin finds the new user with access, the invitation gone.
    await openAs(page, 'orgAdmin', linksPath(harbourFishBar));
    await expect(rowOf(page, email)).toContainText(`Ivy Invitee ${tag}`);
    await page.goto(pendingInvitesPath(harbourFishBar));
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(rowOf(page, 'new.starter@harbourfishbar.example')).toBeVisible();
    await expect(rowOf(page, email)).toHaveCount(0);
  },
);
