import { changeAnswer, callTo, expectTurnedAway } from './support/calls';
import { test, expect, open, estate, waitForCall } from './support/fixtures';

// Dates are shown and sent in the browser's time zone; pin it so the bodies are exact.
test.use({ timezoneId: 'UTC' });
// Several steps per test on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('Admin > Entity Lookup', { tag: ['@entity-lookup', '@draft', '@loading-overlay'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('Enter looks the id up; each match shows its organisation header, linked type label and name', async ({
    page,
  }) => {
    await open(page, '/admin/entitylookup');
    await expect(page.getByRole('heading', { name: 'Entity Lookup' })).toBeVisible();
    const box = page.getByPlaceholder('Enter an outlet/account/device/other id');
    await box.fill('60000000-0000-4000-8000-000000000002');
    const call = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await box.press('Enter');
    expect(new URL((await call).url()).searchParams.get('filter')).toBe('60000000-0000-4000-8000-000000000002');
    await expect(page).toHaveURL(/[?&]q=60000000-0000-4000-8000-000000000002/);

    const match = (label: string, name: string) => page.getByRole('listitem', { name: `${label} ${name}` });
    const links: [string, string, string | null][] = [
      ['Unknown', 'Unrecognised record', null],
      ['Organisation', 'Harbour Fish Bar', `/organisation/${estate.harbourFishBarId}`],
      ['Outlet', 'Quayside Fish Bar', `/organisation/${estate.harbourFishBarId}`],
      ['Outlet Group', 'Quayside Sites', null],
      ['Terminal', 'Till 1', null],
      ['User', 'Alice Administrator', `/admin/users/edit/${estate.aliceId}`],
      ['POSCore Instance', 'POSCore EU West', '/admin/poscoreinstances/edit/90000000-0000-4000-8000-000000000001'],
      [
        'Deployment Server Instance',
        'Deployment Server',
        '/admin/deploymentserver/edit/91000000-0000-4000-8000-000000000001',
      ],
      [
        'Integration Server Instance',
        'Harbour Remote Orders',
        '/admin/integrationserver/edit/92000000-0000-4000-8000-000000000001',
      ],
      [
        'Service Account',
        'Harbour Integration',
        `/organisation/${estate.harbourFishBarId}/serviceaccounts/edit/70000000-0000-4000-8000-000000000003`,
      ],
      ['Client', 'Back Office', '/admin/clients/edit/pos-backoffice'],
    ];
    for (const [label, name, href] of links) {
      const item = match(label, name);
      await expect(item).toContainText(name);
      if (href) await expect(item.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      else {
        await expect(item.getByText(label, { exact: true })).toBeVisible();
        await expect(item.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      }
    }
    // the organisation header: name linked, code, id and kapow
    const alice = match('User', 'Alice Administrator').getByTestId('match-organisation');
    await expect(alice.getByRole('link', { name: 'Kappa POS Platform' })).toHaveAttribute(
      'href',
      `/organisation/${estate.rootOrgId}`,
    );
    await expect(alice).toContainText('ROOT');
    await expect(alice).toContainText(estate.rootOrgId);
    await expect(alice).toContainText('KPW-0001');
    await expect(match('Client', 'Back Office').getByTestId('match-organisation')).toHaveCount(0);

    // the query survives a reload
    const again = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await page.reload();
    await again;
    await expect(box).toHaveValue('60000000-0000-4000-8000-000000000002');
    await expect(match('Client', 'Back Office')).toBeVisible();
  });

  test('the Search button looks up too; an empty box clears the results without a call', async ({ page }) => {
    await open(page, '/admin/entitylookup?q=pos-backoffice');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/EntityLookup/filterunscoped') calls += 1;
    });
    await page.getByPlaceholder('Enter an outlet/account/device/other id').fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('listitem')).toHaveCount(0);
    await expect(page).not.toHaveURL(/q=/);
    expect(calls).toBe(0);

    await page.getByPlaceholder('Enter an outlet/account/device/other id').fill('insights-web');
    const call = waitForCall(page, 'GET', '/api/EntityLookup/filterunscoped');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(new URL((await call).url()).searchParams.get('filter')).toBe('insights-web');
  });

  test('no match shows "No matches"', async ({ page }) => {
    await changeAnswer(page, 'GET', '/api/EntityLookup/filterunscoped', () => []);
    await open(page, '/admin/entitylookup?q=nothing-here');
    await expect(page.getByText('No matches')).toBeVisible();
  });

  test('a failed lookup shows the error state and no results', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/EntityLookup/filterunscoped', 'code=500');
    await open(page, '/admin/entitylookup?q=60000000-0000-4000-8000-000000000002');
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('listitem')).toHaveCount(0);
  });
});

test(
  'a non-super user (user) is turned away from /admin/entitylookup',
  { tag: ['@entity-lookup', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('user');
    await expectTurnedAway(
      page,
      '/admin/entitylookup',
      callTo('/api/auditlog', '/api/entitylookup', '/api/statistics'),
    );
  },
);
