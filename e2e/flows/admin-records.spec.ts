import { clientsPath, editClientPath, fillClientRow, newSecretField, redirectUrisField } from '../areas/clients';
import { createOrganisation, organisationsPath } from '../areas/organisations';
import { editPosCoreInstancePath, posCoreInstancesPath, serverNameField, uriField } from '../areas/servers';
import { test, expect } from '../support/fixtures';
import { rowWith } from '../support/grid';
import { openAs, uniqueTag } from './world';

test.describe.configure({ timeout: 90_000 });

test(
  'a client is added in the grid and given redirect URIs on its edit page; the grid, its page and the summary show it after a reload',
  { tag: ['@clients', '@data-grid', '@edit-page', '@admin-summary'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const id = `fl-${tag}`;
    const name = `Flow Kiosk ${tag}`;
    await openAs(page, 'superUser', clientsPath);
    await page.getByRole('button', { name: 'Add' }).click();
    await fillClientRow(page.locator('tbody tr').first(), { id, name });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.reload();
    await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/admin/clients/edit/${id}`);
    await redirectUrisField(page).fill(`https://${tag}.kiosk.example/cb`);
    await newSecretField(page).fill('Fl0w-Secret!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/admin/clients');
    await page.goto(editClientPath(id));
    await page.reload();
    await expect(redirectUrisField(page)).toHaveValue(`https://${tag}.kiosk.example/cb`);
    await expect(newSecretField(page)).toHaveValue('');
    await page.goto('/admin');
    await expect(page.getByText(name)).toBeVisible();
  },
);

test(
  'a POS Core instance is created and offered to organisations; its page lists the organisation linked to it after a reload',
  { tag: ['@servers', '@organisations', '@edit-page', '@tree'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toUpperCase();
    const instance = `POSCore ${tag}`;
    await openAs(page, 'superUser', editPosCoreInstancePath('new'));
    await serverNameField(page).fill(instance);
    // An address nothing answers: the grid's remote version and errors columns show their error state at once.
    await uriField(page).fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/admin/poscoreinstances');
    await page.reload();
    await expect(rowWith(page, instance)).toBeVisible();

    await page.goto(organisationsPath);
    await createOrganisation(page, { code: `PC${tag}`, name: `On ${instance}` });
    await page.getByRole('combobox', { name: 'POS Core Instance', exact: true }).click();
    await page.getByRole('option', { name: instance, exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible();

    await page.goto(posCoreInstancesPath);
    await rowWith(page, instance).getByRole('button', { name: 'Edit' }).click();
    await page.reload();
    const linked = page.getByRole('tree', { name: 'Linked Organisations' });
    await expect(linked.getByRole('treeitem', { name: `On ${instance} [PC${tag}]` })).toBeVisible();
  },
);
