import { currencyCodeField, initialiseButton, openInitialise, submitInitialise } from './areas/initialise';
import { test, expect, waitForCall } from './support/fixtures';
import { chooseOption } from './support/form';
import { api, apps, onTheFixedClock, ordinaryUserIsTurnedAwayFrom, org, orgId } from './support/versions';

// Initialise Organisation, as the organisation admin of Harbour Fish Bar; the clock is fixed at NOW (UTC).
onTheFixedClock();

// The helper declares its test where it is called: this describe (without a title) gives it its tags.
test.describe('', { tag: ['@initialise', '@shell'] }, () => {
  ordinaryUserIsTurnedAwayFrom('initialise');
});

test.describe('Initialise Organisation', { tag: ['@initialise', '@edit-page', '@form-fields', '@app-icon'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the fields, the grouped choices and the app checklist; Initialise waits for a valid currency code', async ({
    page,
  }) => {
    const teams = waitForCall(page, 'GET', `${api}/accessibleteams/values`);
    const templates = waitForCall(page, 'GET', `${api}/configtemplateorgs`);
    const appList = waitForCall(page, 'GET', `${api}/authorisations`);
    await openInitialise(page);
    await Promise.all([teams, templates, appList]);
    await expect(page.getByRole('heading', { name: 'Initialise Organisation' })).toBeVisible();

    const currency = currencyCodeField(page);
    await expect(currency).toHaveValue('');
    const initialise = initialiseButton(page);
    await expect(initialise).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    const checklist = page.getByRole('group', { name: 'Apps' });
    for (const name of ['POS Terminal', 'Kitchen Display', 'Install Service']) {
      await expect(checklist.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(checklist.locator('.mantine-Avatar-root')).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Organisation Admin', exact: true }).click();
    const teamList = page.getByRole('listbox');
    await expect(teamList.getByRole('option')).toHaveText([
      'None',
      'Head Office Admins',
      'Bar Staff',
      'Kitchen Managers',
    ]);
    await expect(teamList.getByText('Harbour Fish Bar', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Default Configuration Template', exact: true }).click();
    const templateList = page.getByRole('listbox');
    await expect(templateList.getByRole('option')).toHaveText([
      'None',
      'Standard Restaurant Template',
      'Harbour Private Template',
      'Default Configuration',
    ]);
    for (const group of ['Public Template', 'Private Template', 'Default Configuration Template']) {
      await expect(templateList.getByText(group, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await currency.fill('G');
    await expect(page.getByText('Currency Code must be 2 to 4 characters')).toBeVisible();
    await expect(initialise).toBeDisabled();
    await currency.fill('GBPXY');
    await expect(page.getByText('Currency Code must be 2 to 4 characters')).toBeVisible();
    await expect(initialise).toBeDisabled();
    await currency.fill('');
    await expect(page.getByText('Currency Code is required')).toBeVisible();
    await currency.fill('gbp');
    await expect(currency).toHaveValue('GBP');
    await expect(initialise).toBeEnabled();
  });

  test('posts the initialise payload, shows the wait text, then goes to the organisation', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${api}/initialise`, async (route) => {
      await held;
      await route.continue();
    });
    await openInitialise(page);
    await currencyCodeField(page).fill('eur');
    await chooseOption(page, 'Organisation Admin', 'Head Office Admins');
    await chooseOption(page, 'Default Configuration Template', 'Standard Restaurant Template');
    await page.getByRole('group', { name: 'Apps' }).getByRole('checkbox', { name: 'Kitchen Display' }).uncheck();

    expect((await submitInitialise(page)).postDataJSON()).toEqual({
      currencyCode: 'EUR',
      authorisedAppIds: [apps.posTerminal, apps.installService],
      initialAdminTeamID: '30000000-0000-4000-8000-000000000001',
      initialAdminUserID: null,
      defaultConfigTemplateOrgCode: 'TPLREST',
    });
    await expect(
      page.getByText('Please wait, initialising organisation...this may take several minutes'),
    ).toBeVisible();
    await expect(initialiseButton(page)).toBeDisabled();
    release();
    await expect(page).toHaveURL(org);
  });

  test('a double-click and a repeated Enter on Initialise each send one request', async ({ page }) => {
    // Each call is held until the activations are done; the first is answered 500 so the page stays.
    let calls = 0;
    let release: () => void = () => undefined;
    let released = Promise.resolve();
    const hold = () => (released = new Promise<void>((resolve) => (release = resolve)));
    await page.route(`**${api}/initialise`, async (route) => {
      calls += 1;
      const answer = calls === 1 ? { status: 500, body: '{}' } : null;
      await released;
      await (answer ? route.fulfill({ ...answer, contentType: 'application/json' }) : route.continue());
    });
    await openInitialise(page);
    await currencyCodeField(page).fill('GBP');
    const initialise = initialiseButton(page);

    hold();
    let call = waitForCall(page, 'POST', `${api}/initialise`);
    await initialise.dblclick();
    await call;
    release();
    await expect(
      page.getByText('There was an error initialising this instance. Please try again later.'),
    ).toBeVisible();
    expect(calls).toBe(1);

    hold();
    call = waitForCall(page, 'POST', `${api}/initialise`);
    await initialise.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
    await call;
    release();
    await expect(page).toHaveURL(org);
    expect(calls).toBe(2);
  });

  test('the currency code is checked, counted and sent trimmed: "  GB  " is GB', async ({ page }) => {
    await openInitialise(page);
    await currencyCodeField(page).fill('  GB  ');
    await expect(page.getByText(/^Currency Code must be/)).toHaveCount(0);
    await expect(page.getByTestId('text-field-counter')).toHaveCount(0);
    await expect(initialiseButton(page)).toBeEnabled();
    expect((await submitInitialise(page)).postDataJSON().currencyCode).toBe('GB');
  });

  test('sends null for the blank team and template, and keeps the apps left checked', async ({ page }) => {
    await openInitialise(page);
    await currencyCodeField(page).fill('GB');
    expect((await submitInitialise(page)).postDataJSON()).toEqual({
      currencyCode: 'GB',
      authorisedAppIds: [apps.posTerminal, apps.kitchenDisplay, apps.installService],
      initialAdminTeamID: null,
      initialAdminUserID: null,
      defaultConfigTemplateOrgCode: null,
    });
  });

  for (const prefer of ['code=500', 'code=400, example=BadRequest']) {
    test(`a failed initialise (${prefer}) shows the SPEC message and keeps the form`, async ({ page, forceAnswer }) => {
      await forceAnswer('POST', `${api}/initialise`, prefer);
      await openInitialise(page);
      await currencyCodeField(page).fill('USD');
      await chooseOption(page, 'Organisation Admin', 'Bar Staff');
      await initialiseButton(page).click();
      await expect(page.getByRole('alert')).toContainText(
        'There was an error initialising this instance. Please try again later.',
      );
      await expect(page).toHaveURL(`${org}/initialise`);
      await expect(currencyCodeField(page)).toHaveValue('USD');
      await expect(page.getByRole('combobox', { name: 'Organisation Admin', exact: true })).toHaveValue('Bar Staff');
      await expect(initialiseButton(page)).toBeEnabled();
    });
  }

  test('Cancel returns to the organisation', async ({ page }) => {
    await openInitialise(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(org);
  });

  test('a failed app list shows an error state, and nothing is initialised without it', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', `${api}/authorisations`, 'code=500');
    await openInitialise(page);
    await expect(page.getByText('The apps could not be loaded: Internal Server Error')).toBeVisible();
    await currencyCodeField(page).fill('GBP');
    await expect(initialiseButton(page)).toBeDisabled();
  });
});

test(
  'Initialise as a super user goes to /admin/organisations/ on success',
  { tag: ['@initialise'] },
  async ({ page, signInAs }) => {
    await signInAs('superUser');
    await openInitialise(page, orgId('07'));
    await currencyCodeField(page).fill('GBP');
    expect((await submitInitialise(page, orgId('07'))).postDataJSON()).toMatchObject({ currencyCode: 'GBP' });
    // The router drops the trailing slash of SPEC's /admin/organisations/.
    await expect(page).toHaveURL(/\/admin\/organisations\/?$/);
  },
);
