import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { expectCutWithTooltip, expectRowEndsInView } from './support/summary-steps';

const org = `/organisation/${estate.harbourFishBarId}`;

test.describe('Organisation Summary', { tag: ['@organisation-summary', '@summary-card'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the six cards with their content and links (a licensee without children)', async ({ page }) => {
    const load = waitForCall(page, 'GET', `/api/Organisation/summary/${estate.harbourFishBarId}`);
    await open(page, org);
    await load;
    await expect(page.getByRole('heading', { name: 'Organisation Summary', level: 2 })).toBeVisible();
    for (const card of [
      'Teams',
      'Access',
      'Service Accounts',
      'Versions',
      'Permission Groups',
      'Pending Invitations',
    ]) {
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    }
    const teams = page.getByRole('region', { name: 'Teams' });
    await expect(teams).toContainText('Bar Staff');
    await expect(teams).toContainText('3 members');
    await expect(teams.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', `${org}/teams`);

    const access = page.getByRole('region', { name: 'Access' });
    await expect(access).toContainText('Oliver Owens');
    await expect(access).toContainText('Head Office Admins');
    await expect(access.getByRole('link', { name: 'Organisation Access' })).toHaveAttribute('href', `${org}/links`);
    await expect(access.getByRole('link', { name: 'Invite User' })).toHaveAttribute('href', `${org}/invite`);

    const accounts = page.getByRole('region', { name: 'Service Accounts' });
    await expect(accounts).toContainText('Harbour Integration');
    await expect(accounts).toContainText('Integration Server');
    await expect(accounts.getByRole('link', { name: 'Service Accounts' })).toHaveAttribute(
      'href',
      `${org}/serviceaccounts`,
    );

    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('link', { name: 'Install Versions' })).toHaveAttribute(
      'href',
      `${org}/acceptances`,
    );
    await expect(versions.getByRole('link', { name: 'Version Authorisation' })).toHaveCount(0);
    await expect(versions.getByRole('link', { name: 'System Health' })).toHaveAttribute('href', `${org}/systemhealth`);

    const groups = page.getByRole('region', { name: 'Permission Groups' });
    await expect(groups).toContainText('3 permission groups');
    await expect(groups.getByRole('link', { name: 'Permission Groups' })).toHaveAttribute(
      'href',
      `${org}/permissiongroups`,
    );

    const invites = page.getByRole('region', { name: 'Pending Invitations' });
    await expect(invites).toContainText('new.starter@harbourfishbar.example');
    await expect(invites.getByRole('link', { name: 'Pending Invitations' })).toHaveAttribute(
      'href',
      `${org}/pendinginvites`,
    );

    await expect(page.getByRole('link', { name: 'Organisation Profile' })).toHaveAttribute('href', `${org}/profile`);
  });

  test('a root organisation with children offers Version Authorisation but not Install Versions', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', `/api/Organisation/summary/${estate.harbourFishBarId}`, 'example=rootWithChildren');
    await open(page, org);
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('link', { name: 'Version Authorisation' })).toHaveAttribute(
      'href',
      `${org}/authorisations`,
    );
    await expect(versions.getByRole('link', { name: 'Install Versions' })).toHaveCount(0);
    await expect(versions).toContainText('Harbour Hospitality Group');
    await expect(page.getByRole('region', { name: 'Teams' })).toContainText('No teams yet.');
  });

  test('a failed load shows the error state and no results; Try again reloads', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `/api/Organisation/summary/${estate.harbourFishBarId}`, 'code=500');
    await open(page, org);
    await expect(page.getByTestId('loading-overlay')).toContainText('Internal Server Error');
    await expect(page.getByRole('region', { name: 'Teams' })).toHaveCount(0);
    const reload = waitForCall(page, 'GET', `/api/Organisation/summary/${estate.harbourFishBarId}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await reload;
  });

  test('names its organisation, under its title and in the breadcrumb', async ({ page }) => {
    await open(page, org);
    await expect(page.getByRole('heading', { name: 'Organisation Summary', level: 2 })).toBeVisible();
    await expect(page.getByTestId('organisation-name')).toHaveText('Harbour Fish Bar');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Harbour Fish Bar')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the Teams link opens the Teams grid', { tag: ['@router-links'] }, async ({ page }) => {
    await open(page, org);
    await page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(`${org}/teams`);
    await expect(page.getByRole('heading', { name: 'Teams', level: 2 })).toBeVisible();
  });
});

test.describe('Organisation Summary with long names', { tag: ['@organisation-summary', '@tooltip'] }, () => {
  const longTeam = 'WeekendKitchenAndBarStaffTeamXYZ';
  const longUser = 'Bartholomew Fitzgerald-Worthington of Harbour Street';
  const longAccount = 'HarbourIntegrationNightlyExports';
  const longEmail = 'bartholomew.fitzgerald-worthington@harbourfishbar.example';

  for (const width of [390, 1440]) {
    test(`at ${width} px a long name is cut with an ellipsis and a tooltip; every row keeps its counts and badges in view`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('orgAdmin');
      await page.setViewportSize({ width, height: 900 });
      await page.route(
        (url) => url.pathname.toLowerCase() === `/api/organisation/summary/${estate.harbourFishBarId}`,
        async (route) => {
          const response = await route.fetch();
          const summary = (await response.json()) as {
            teams: { name: string }[];
            links: { teamUserName?: string | null }[];
            serviceAccounts: { name: string }[];
            pendingInvitations: { email: string }[];
          };
          const [team] = summary.teams;
          const [link] = summary.links;
          const [account] = summary.serviceAccounts;
          const [invitation] = summary.pendingInvitations;
          if (!team || !link || !account || !invitation)
            throw new Error('the mock summary lists a team, a link, an account and an invitation');
          team.name = longTeam;
          link.teamUserName = longUser;
          account.name = longAccount;
          invitation.email = longEmail;
          return route.fulfill({ response, json: summary });
        },
      );
      await open(page, org);
      for (const card of ['Teams', 'Access', 'Service Accounts', 'Pending Invitations']) {
        await expectRowEndsInView(page.getByRole('region', { name: card }));
      }
      await expectCutWithTooltip(
        page.getByRole('region', { name: 'Access' }).getByRole('listitem').first().locator(':scope > *').first(),
        longUser,
      );
      if (width === 390) {
        await expectCutWithTooltip(
          page.getByRole('region', { name: 'Teams' }).getByRole('listitem').first().locator(':scope > *').first(),
          longTeam,
        );
        await expectCutWithTooltip(
          page
            .getByRole('region', { name: 'Pending Invitations' })
            .getByRole('listitem')
            .first()
            .locator(':scope > *')
            .first(),
          longEmail,
        );
      }
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll, 'no sideways scroll').toBeLessThanOrEqual(0);
    });
  }
});

test(
  'an ordinary user is turned away from the organisation area',
  { tag: ['@organisation-summary', '@organisation-profile', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('user');
    let called = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.toLowerCase().startsWith('/api/organisation/')) called = true;
    });
    for (const path of [org, `${org}/profile`]) {
      await open(page, path);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    }
    expect(called).toBe(false);
  },
);
