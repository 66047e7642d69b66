import { openAuditLogs } from './areas/audit-logs';
import { openEditUser } from './areas/users';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { gridRows } from './support/grid';

/** The tags of these tests: the links between the screens they follow (docs/testing.md, the quick loop). */
const LINK_TAGS = [
  '@router-links',
  '@user-link',
  '@users',
  '@audit-logs',
  '@access',
  '@organisation-summary',
  '@account',
];

// Cross-links between screens. Each test follows a link and checks where it lands and the call it
// causes; the link rules themselves are unit-tested (src/lib/cross-links.test.ts).
test.describe.configure({ timeout: 60_000 });

const org = `/organisation/${estate.harbourFishBarId}`;

test.describe('as a super user', { tag: LINK_TAGS }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test("an audit entry's user opens Edit User; its organisation, which has no id in the entry, is not a link", async ({
    page,
  }) => {
    await openAuditLogs(page);
    const first = gridRows(page, 'Audit log').first();
    await expect(first).toContainText('Harbour Fish Bar');
    await expect(first.getByRole('link')).toHaveCount(1);
    const load = waitForCall(page, 'GET', `/api/user/${estate.oliverId}`);
    await first.getByRole('link', { name: 'Oliver Owens' }).click();
    await load;
    await expect(page).toHaveURL(`/admin/users/edit/${estate.oliverId}`);
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  });

  test('Edit User links to the audit log filtered to that user', async ({ page }) => {
    // The mock answers every user id with Uma's record.
    await openEditUser(page, estate.umaId);
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.getByRole('link', { name: 'Audit log of this user' }).click();
    expect((await query).postDataJSON()).toMatchObject({ user: 'Uma Underwood', organisation: null, pageNumber: 0 });
    await expect(page).toHaveURL(/\/admin\/auditlogs\?user=Uma(\+|%20)Underwood$/);
    await expect(page.getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
  });

  test('the Organisation Summary links to the audit log filtered to that organisation', async ({ page }) => {
    await open(page, org);
    const query = waitForCall(page, 'POST', '/api/auditlog/query');
    await page.getByRole('link', { name: 'Audit Log' }).click();
    expect((await query).postDataJSON()).toMatchObject({ organisation: 'Harbour Fish Bar', user: null, pageNumber: 0 });
    await expect(page).toHaveURL(/\/admin\/auditlogs\?organisation=Harbour(\+|%20)Fish(\+|%20)Bar$/);
  });

  test("an access link's user opens Edit User, from the grid and from the summary's Access card", async ({ page }) => {
    await open(page, org);
    const access = page.getByRole('region', { name: 'Access' });
    await expect(access.getByRole('link', { name: 'Uma Underwood' })).toHaveAttribute(
      'href',
      `/admin/users/edit/${estate.umaId}`,
    );
    await open(page, `${org}/links`);
    await page.getByRole('link', { name: 'Uma Underwood' }).click();
    await expect(page).toHaveURL(`/admin/users/edit/${estate.umaId}`);
    await expect(page.getByRole('textbox', { name: 'User ID', exact: true })).toHaveValue(estate.umaId);
  });
});

test(
  'as an organisation admin, only their own access link opens a page (their account), and there is no audit log link',
  { tag: LINK_TAGS },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    await open(page, org);
    await expect(page.getByRole('region', { name: 'Access' }).getByText('Uma Underwood')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uma Underwood' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
    await open(page, `${org}/links`);
    await expect(page.getByText('Uma Underwood')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uma Underwood' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Oliver Owens' }).click();
    await expect(page).toHaveURL(`/user/${estate.oliverId}`);
  },
);
