import type { Page } from '@playwright/test';
import { invitePath, pendingInvitesPath } from '../areas/access';
import { test, expect } from '../support/fixtures';
import { harbourFishBar, openAs, uniqueTag } from './world';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe.configure({ timeout: 90_000 });

test(
  'a list of three is invited at once, and Pending Invitations lists the three after a reload',
  { tag: ['@access'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const [ada, ben, cy] = ['ada', 'ben', 'cy'].map((name) => `${name}.${tag}@example.com`) as [string, string, string];
    const emails = [ada, ben, cy];

    await openAs(page, 'orgAdmin', invitePath(harbourFishBar));
    await page.getByRole('button', { name: 'A list', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Email addresses' })
      .fill(`${ada}, Ben <${ben}>\n${cy}; ${ada.toUpperCase()}`);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByText('3 of 4 addresses ready')).toBeVisible();
    await page.getByRole('button', { name: 'Send 3 invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(
      'Done: 3 sent, 0 not sent, 0 without an answer.',
    );
    // Read back: the list's own addresses are now pending invitations.
    await page.getByRole('link', { name: 'Open Pending Invitations' }).click();
    await expect(page).toHaveURL(pendingInvitesPath(harbourFishBar));
    for (const email of emails) await expect(rowOf(page, email)).toContainText('Oliver Owens');
    await page.reload();
    for (const email of emails) await expect(rowOf(page, email)).toContainText('Oliver Owens');

    // Invited again, they are marked as already invited and nothing is sent.
    await page.goto(invitePath(harbourFishBar));
    await page.getByRole('button', { name: 'A list', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email addresses' }).fill(emails.join('\n'));
    await page.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Already invited' })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();
  },
);

test(
  'an invitation stored whose answer is lost: its row says so, as the summary counts it, and Pending Invitations lists it',
  { tag: ['@access'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const [ada, ben] = ['ada', 'ben'].map((name) => `${name}.${tag}@example.com`) as [string, string];
    // Ben's invitation reaches the world and is stored; its answer never reaches the browser.
    await page.route(
      (url) => url.pathname.toLowerCase().endsWith('/sendinvite'),
      async (route) => {
        if ((route.request().postDataJSON() as { email?: string } | null)?.email !== ben) return route.fallback();
        await route.fetch();
        return route.abort('failed');
      },
    );

    await openAs(page, 'orgAdmin', invitePath(harbourFishBar));
    await page.getByRole('button', { name: 'A list', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email addresses' }).fill(`${ada}\n${ben}`);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(
      'Done: 1 sent, 0 not sent, 1 without an answer.',
    );
    const rowOfList = (email: string) =>
      page
        .getByRole('list', { name: 'Addresses to invite' })
        .getByRole('listitem')
        .filter({ has: page.getByText(email, { exact: true }) });
    await expect(rowOfList(ada)).toContainText('Sent');
    // The pending invitations read back list Ben: no answer, but there, and not to be sent again.
    await expect(rowOfList(ben)).toContainText('No answer, now pending');
    await expect(rowOfList(ben)).toContainText(
      'No answer came from the server, but Pending Invitations now lists this address: the invitation was stored. Do not send it again.',
    );
    await expect(rowOfList(ben)).not.toContainText('Sent');
    await expect(page.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Open Pending Invitations' }).click();
    await expect(page).toHaveURL(pendingInvitesPath(harbourFishBar));
    for (const email of [ada, ben]) await expect(rowOf(page, email)).toContainText('Oliver Owens');
  },
);
