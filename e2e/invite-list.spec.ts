import type { Page, Request, Route } from '@playwright/test';
import { openInvite, orgAdminCheckbox } from './areas/access';
import { axeScan } from './support/axe';
import { test, expect, estate } from './support/fixtures';
import { unsavedDialog } from './support/form';

/**
 * Invite User, "A list" (src/features/access/invite-list.tsx): the mock's pending invitations are new.starter@ and
 * area.manager@, its users with access oliver@ and uma@ (openapi examples of GET .../invite and .../links).
 */
const orgId = estate.harbourFishBarId;
const api = `/api/organisation/${orgId}`;
const barStaff = '30000000-0000-4000-8000-000000000002';
const domain = 'harbourfishbar.example';

const listMode = (page: Page) => page.getByRole('button', { name: 'A list', exact: true });
const emailsBox = (page: Page) => page.getByRole('textbox', { name: 'Email addresses' });
const addresses = (page: Page) => page.getByRole('list', { name: 'Addresses to invite' });
const entry = (page: Page, email: string) =>
  addresses(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(email, { exact: true }) });
const liveStatus = (page: Page) => page.locator('#main-content [role="status"][aria-live="polite"]');

/** Opens Invite User as an organisation admin and switches to A list. */
async function openList(page: Page): Promise<void> {
  await openInvite(page);
  await listMode(page).click();
  await expect(listMode(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(emailsBox(page)).toBeVisible();
}

/** Pastes `text` and adds it to the list. */
async function addToList(page: Page, text: string): Promise<void> {
  await emailsBox(page).fill(text);
  await page.getByRole('button', { name: 'Add to list' }).click();
}

/** The sendinvite bodies the page sends from now on, in the order they were sent. */
function sentInvites(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.toLowerCase() === `${api}/sendinvite`) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/**
 * Answers the first invitation of `email` as the mock's `prefer` says (e.g. code=500), or, with `prefer` 'abort', gives
 * no answer at all; every other invitation as usual.
 */
async function answerFirstInvitationOf(page: Page, email: string, prefer: string): Promise<void> {
  let answered = false;
  await page.route(
    (url) => url.pathname.toLowerCase() === `${api}/sendinvite`,
    async (route: Route) => {
      const body = route.request().postDataJSON() as { email?: string } | null;
      if (answered || body?.email !== email) return route.fallback();
      answered = true;
      if (prefer === 'abort') return route.abort('failed');
      return route.fallback({ headers: { ...route.request().headers(), prefer } });
    },
  );
}

const byEmail = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.email).localeCompare(String(b.email));

test.describe('Invite User, a list', { tag: ['@access'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('marks malformed, duplicate, already invited and member entries, sends the ready ones with the same settings, and retries the one refused', async ({
    page,
  }) => {
    const sent = sentInvites(page);
    await answerFirstInvitationOf(page, `sam@${domain}`, 'code=500');
    await answerFirstInvitationOf(page, `ray@${domain}`, 'abort');
    await openList(page);
    await addToList(
      page,
      [
        `Ivy Ives <ivy@${domain}>, sam@${domain}; NEW.STARTER@${domain}`,
        `oliver@${domain} not-an-address ivy@HARBOURFISHBAR.example`,
        `"Lee, Ray" <ray@${domain}>`,
        `typo@${domain}`,
      ].join('\n'),
    );
    await expect(emailsBox(page)).toHaveValue('');
    await expect(addresses(page).getByRole('listitem')).toHaveCount(8);
    await expect(entry(page, `ivy@${domain}`)).toContainText('Ready');
    await expect(entry(page, `NEW.STARTER@${domain}`)).toContainText('Already invited');
    await expect(entry(page, `oliver@${domain}`)).toContainText('Already a member');
    await expect(entry(page, 'not-an-address')).toContainText('Not a valid email address');
    await expect(entry(page, 'ivy@HARBOURFISHBAR.example')).toContainText('Already in the list');
    await expect(page.getByText('4 of 8 addresses ready')).toBeVisible();

    await page.getByRole('button', { name: `Remove typo@${domain}` }).click();
    await expect(addresses(page).getByRole('listitem')).toHaveCount(7);
    await orgAdminCheckbox(page).check();
    await page.getByRole('group', { name: 'Teams' }).getByRole('checkbox', { name: 'Bar Staff' }).check();

    await page.getByRole('button', { name: 'Send 3 invitations' }).click();
    await expect(liveStatus(page)).toHaveText('Done: 1 sent, 1 not sent, 1 without an answer.');
    await expect(page.getByText('1 of 3 sent, 0 left')).toBeVisible();
    await expect(entry(page, `ivy@${domain}`)).toContainText('Sent');
    await expect(entry(page, `sam@${domain}`)).toContainText('Not sent');
    await expect(entry(page, `sam@${domain}`)).toContainText('Internal Server Error');
    await expect(entry(page, `ray@${domain}`)).toContainText('Outcome unknown');
    await expect(entry(page, `ray@${domain}`)).toContainText('Pending Invitations lists the invitations sent');
    // The entries not sent stay as they were.
    await expect(entry(page, `oliver@${domain}`)).toContainText('Already a member');

    const settings = { isOrgAdmin: true, permissionGroupIDs: [], rootNodes: [], teamMembershipIDs: [barStaff] };
    expect([...sent].sort(byEmail)).toEqual(
      [`ivy@${domain}`, `ray@${domain}`, `sam@${domain}`].map((email) => ({ email, ...settings })),
    );

    await page.getByRole('button', { name: 'Retry failed (1)' }).click();
    await expect(liveStatus(page)).toHaveText('Done: 1 sent, 0 not sent, 0 without an answer.');
    await expect(entry(page, `sam@${domain}`)).toContainText('Sent');
    await expect(page.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0);
    expect(sent.slice(3)).toEqual([{ email: `sam@${domain}`, ...settings }]);
    expect(sent).toHaveLength(4);
    await expect(page.getByRole('button', { name: /^Send \d+ invitation/ })).toBeDisabled();

    await page.getByRole('link', { name: 'Open Pending Invitations' }).click();
    await expect(page).toHaveURL(`/organisation/${orgId}/pendinginvites`);
  });

  /**
   * Answers the first invitation of `email` with the contract's 429 (the mail limit, Retry-After `seconds`), after
   * which the others go on to the mock: each sent once that answer is given, so the list meets the limit first.
   * Resolves each call's time of sending, and the time of the 429.
   */
  async function mailLimitFor(page: Page, email: string, seconds: number) {
    let limitedAt = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sentAt: number[] = [];
    await page.route(
      (url) => url.pathname.toLowerCase() === `${api}/sendinvite`,
      async (route: Route) => {
        sentAt.push(Date.now());
        const body = route.request().postDataJSON() as { email?: string } | null;
        if (limitedAt === 0 && body?.email === email) {
          limitedAt = Date.now();
          await route.fulfill({
            status: 429,
            headers: { 'Retry-After': String(seconds) },
            json: { code: 'BadRequest_TooManyAttempts', message: 'At most 3 mails to one address in 10 minutes' },
          });
          answer();
          return;
        }
        await answered;
        return route.fallback();
      },
    );
    return { sentAt, limitedAt: () => limitedAt };
  }

  const settings = { isOrgAdmin: false, permissionGroupIDs: [], rootNodes: [], teamMembershipIDs: [] };

  test("the mail limit's 429: the list waits as Retry-After says, counting down, then sends that address again and the rest", async ({
    page,
  }) => {
    const sent = sentInvites(page);
    const limit = await mailLimitFor(page, `kim@${domain}`, 2);
    await openList(page);
    await addToList(page, `kim@${domain}, jo@${domain}, lee@${domain}, max@${domain}`);
    await page.getByRole('button', { name: 'Send 4 invitations' }).click();

    await expect(page.getByRole('timer')).toHaveText(/^Sending again in 0:0[12]$/);
    await expect(liveStatus(page)).toHaveText(
      "The server's mail limit is reached: sending goes on by itself in 2 seconds.",
    );
    await expect(page.getByRole('button', { name: 'Cancel waiting' })).toBeVisible();

    await expect(liveStatus(page)).toHaveText('Done: 4 sent, 0 not sent, 0 without an answer.');
    await expect(page.getByRole('timer')).toHaveCount(0);
    for (const email of ['kim', 'jo', 'lee', 'max'])
      await expect(entry(page, `${email}@${domain}`)).toContainText('Sent');
    await expect(page.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0);
    // kim twice (refused, then again after the wait), each other address once, all with the same settings.
    expect([...sent].sort(byEmail)).toEqual(
      [`jo@${domain}`, `kim@${domain}`, `kim@${domain}`, `lee@${domain}`, `max@${domain}`].map((email) => ({
        email,
        ...settings,
      })),
    );
    // Nothing went out during the wait (what was already on its way aside): the next sends came once it had passed.
    const since = limit.sentAt.map((time) => time - limit.limitedAt());
    expect(since.filter((elapsed) => elapsed > 500 && elapsed < 1900)).toEqual([]);
    expect(since.filter((elapsed) => elapsed >= 1900)).toHaveLength(2);
  });

  test('Cancel waiting: the address the limit refused is not sent, those not tried stay ready, Retry failed offered', async ({
    page,
  }) => {
    const sent = sentInvites(page);
    await mailLimitFor(page, `kim@${domain}`, 600);
    await openList(page);
    await addToList(page, `kim@${domain}, jo@${domain}, lee@${domain}, max@${domain}, ned@${domain}`);
    await page.getByRole('button', { name: 'Send 5 invitations' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^Sending again in (10:00|9:5\d)$/);
    await expect(liveStatus(page)).toHaveText(
      "The server's mail limit is reached: sending goes on by itself in about 10 minutes.",
    );
    await expect(entry(page, `lee@${domain}`)).toContainText('Sent');

    await page.getByRole('button', { name: 'Cancel waiting' }).click();
    await expect(liveStatus(page)).toHaveText('Done: 2 sent, 1 not sent, 0 without an answer.');
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(entry(page, `kim@${domain}`)).toContainText('Not sent');
    await expect(entry(page, `kim@${domain}`)).toContainText(
      'You have tried too many times in a short period. Please wait a while before trying again.',
    );
    await expect(entry(page, `max@${domain}`)).toContainText('Ready');
    await expect(entry(page, `ned@${domain}`)).toContainText('Ready');
    await expect(page.getByRole('button', { name: 'Retry failed (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled();
    expect([...sent].sort(byEmail)).toEqual(
      [`jo@${domain}`, `kim@${domain}`, `lee@${domain}`].map((email) => ({ email, ...settings })),
    );
  });

  test('pasted addresses count at once: Send takes them into the list without Add to list, and sends the ready ones', async ({
    page,
  }) => {
    const sent = sentInvites(page);
    await openList(page);
    await expect(page.getByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();
    // A member's address and a typo are in the box too: they are taken in with their states, not sent.
    await emailsBox(page).fill(`jo@${domain}, Kim <kim@${domain}>\noliver@${domain} not-an-address`);
    await expect(
      page.getByText(
        'The box holds 4 addresses not in the list yet: Send includes them. Add to list shows their states first.',
      ),
    ).toBeVisible();
    await expect(addresses(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(liveStatus(page)).toHaveText('Done: 2 sent, 0 not sent, 0 without an answer.');
    await expect(emailsBox(page)).toHaveValue('');
    await expect(page.getByText(/^The box holds/)).toHaveCount(0);
    await expect(addresses(page).getByRole('listitem')).toHaveCount(4);
    await expect(entry(page, `jo@${domain}`)).toContainText('Sent');
    await expect(entry(page, `kim@${domain}`)).toContainText('Sent');
    await expect(entry(page, `oliver@${domain}`)).toContainText('Already a member');
    await expect(entry(page, 'not-an-address')).toContainText('Not a valid email address');
    expect([...sent].sort(byEmail)).toEqual([`jo@${domain}`, `kim@${domain}`].map((email) => ({ email, ...settings })));
    await expect(page.getByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();
  });

  test("a list longer than the organisation's mail limit says so and sends nothing until it is shortened", async ({
    page,
  }) => {
    const sent = sentInvites(page);
    await openList(page);
    await addToList(page, Array.from({ length: 101 }, (_, index) => `person${index}@${domain}`).join('\n'));
    await expect(addresses(page).getByRole('listitem')).toHaveCount(101);
    const overLimit = page.getByRole('status').filter({ hasText: "the server's mail limit" });
    await expect(overLimit).toHaveText(
      "This organisation may send at most 100 invitations in 10 minutes (the server's mail limit). Remove 1 address from the list to send it.",
    );
    await expect(page.getByRole('button', { name: 'Send 101 invitations' })).toBeDisabled();

    await page.getByRole('button', { name: `Remove person100@${domain}` }).click();
    await expect(overLimit).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send 100 invitations' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  test('reads the addresses of a .csv file; Send counts the ready ones; keyboard and axe', async ({ page }) => {
    await openList(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name,email\nJo Jones,jo@${domain}\nUma,uma@${domain}\nKim,kim@${domain}\n`),
    });
    await expect(addresses(page).getByRole('listitem')).toHaveCount(3);
    await expect(entry(page, `uma@${domain}`)).toContainText('Already a member');
    await expect(page.getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled();

    // Keyboard: remove an entry with Enter on its button.
    await page.getByRole('button', { name: `Remove kim@${domain}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Send 1 invitation' })).toBeEnabled();

    const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a file over 1 MB is refused with its size and the limit; the typed addresses stay', async ({ page }) => {
    await openList(page);
    await emailsBox(page).fill(`jo@${domain}`);
    const line = `Jo Jones,jo@${domain}\n`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(line.repeat(Math.ceil((1024 * 1024 + 1) / line.length))),
    });
    await expect(page.getByRole('alert')).toHaveText('people.csv is 1.1 MB: a list file may be up to 1 MB.');
    await expect(emailsBox(page)).toHaveValue(`jo@${domain}`);
    await expect(addresses(page)).toHaveCount(0);
  });

  test('leaving with an unsent list asks first', async ({ page }) => {
    await openList(page);
    // The choice is two toggle buttons, each pressed by keyboard.
    await page.getByRole('button', { name: 'One person' }).press('Enter');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(listMode(page)).toHaveAttribute('aria-pressed', 'false');
    await listMode(page).press('Space');
    await expect(emailsBox(page)).toBeVisible();
    await addToList(page, `jo@${domain}`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(entry(page, `jo@${domain}`)).toContainText('Ready');
  });
});
