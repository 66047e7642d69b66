import { auditEntry, auditLogOf } from '../areas/audit-logs';
import { currencyCodeField, initialiseButton } from '../areas/initialise';
import { organisationProfilePath, profileNameField } from '../areas/organisation-profile';
import { createOrganisation, organisationsPath, organisationsUrl } from '../areas/organisations';
import { test, expect } from '../support/fixtures';
import { chooseOption } from '../support/form';
import { treeRow } from '../support/grid';
import { harbourGroup, newOrganisation, openAs, uniqueTag } from './world';

test.describe.configure({ timeout: 90_000 });

test(
  'an organisation is created in the tree, initialised, and found initialised in the tree after a reload',
  { tag: ['@organisations', '@initialise', '@tree', '@form-fields'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toUpperCase();
    const code = `FL${tag}`;
    const name = `Flow Grill ${tag}`;

    await openAs(page, 'superUser', organisationsPath);
    await createOrganisation(page, { code, name });
    await chooseOption(page, 'POS Core Instance', 'POSCore EU West');
    await chooseOption(page, 'Parent Organisation', 'Harbour Hospitality Group');
    await page.getByRole('switch', { name: 'Active' }).click();
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible();

    await page.goto(organisationsUrl({ filter: code }));
    const created = treeRow(page, `${name} (${code})`);
    await expect(created.getByRole('img', { name: 'Initialised' })).toHaveCount(0);
    await created.getByRole('link', { name: 'Not initialised: initialise' }).click();
    await expect(page.getByRole('heading', { name: 'Initialise Organisation' })).toBeVisible();
    await currencyCodeField(page).fill('EUR');
    await chooseOption(page, 'Default Configuration Template', 'Standard Restaurant Template');
    await initialiseButton(page).click();
    await expect(page).toHaveURL(/\/admin\/organisations/);

    await page.goto(organisationsUrl({ filter: code }));
    await page.reload();
    await expect(treeRow(page, `${name} (${code})`).getByRole('img', { name: 'Initialised' })).toHaveAttribute(
      'data-state',
      'on',
    );
    await expect(treeRow(page, `${name} (${code})`).getByRole('img', { name: 'Active' })).toHaveAttribute(
      'data-state',
      'on',
    );

    await page.goto(auditLogOf(name));
    await expect(auditEntry(page, `Organisation ${name} initialised (currency EUR, template TPLREST)`)).toBeVisible();
    await expect(auditEntry(page, `Organisation ${name} (${code}) created`)).toContainText('Alice Administrator');
  },
);

test(
  'a super user renames an organisation on its profile: the crumb and the switcher name it at once, and after a reload',
  { tag: ['@organisation-profile', '@shell'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toUpperCase();
    const code = `RN${tag}`;
    const name = `Rename Diner ${tag}`;
    const renamed = `Renamed Diner ${tag}`;
    const id = await newOrganisation(page, code, name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });

    await openAs(page, 'superUser', organisationProfilePath(id));
    await expect(crumbs.getByRole('link', { name })).toBeVisible();
    await expect(switcher).toHaveValue(`${name} [${code}]`);
    await profileNameField(page).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/organisation/${id}`);
    await expect(crumbs).toContainText(renamed);
    await expect(crumbs).not.toContainText(name);
    await expect(switcher).toHaveValue(`${renamed} [${code}]`);

    await page.reload();
    await expect(crumbs).toContainText(renamed);
    await expect(switcher).toHaveValue(`${renamed} [${code}]`);
  },
);

test(
  "an organisation created in the tree is listed on its parent's summary at once, though the summary was loaded just before",
  { tag: ['@organisations', '@organisation-summary'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toUpperCase();
    const code = `SUM${tag}`;
    const name = `Summary Grill ${tag}`;
    const main = page.getByRole('main');

    await openAs(page, 'superUser', `/organisation/${harbourGroup}`);
    await expect(main.getByText('Harbour Fish Bar', { exact: true })).toBeVisible();
    // In the page from here on: the summary stays in the console's cache.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await main.getByRole('link', { name: 'Manage organisations' }).click();
    await createOrganisation(page, { code, name });
    await chooseOption(page, 'POS Core Instance', 'POSCore EU West');
    await chooseOption(page, 'Parent Organisation', 'Harbour Hospitality Group');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible();

    const switcher = page.getByRole('combobox', { name: 'Switch organisation' });
    await switcher.click();
    await switcher.fill('[HHG]');
    await page.getByRole('option', { name: 'Harbour Hospitality Group [HHG]' }).click();
    await expect(page).toHaveURL(`/organisation/${harbourGroup}`);
    await expect(main.getByText(name, { exact: true })).toBeVisible();
  },
);
