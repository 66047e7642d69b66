import type { Page } from '@playwright/test';
import {
  createOrganisation,
  openOrganisations,
  organisationCodeField,
  organisationNameField,
  saveOrganisation,
} from './areas/organisations';
import { noCallTo } from './support/calls';
import { test, expect, estate, waitForCall } from './support/fixtures';
import { unsavedDialog } from './support/form';
import { treeRow } from './support/grid';

/** Organisations of the mock estate (docs/mock-estate.md). */
const org = {
  root: estate.rootOrgId,
  northwind: '10000000-0000-4000-8000-000000000002',
  southbank: '10000000-0000-4000-8000-000000000003',
  harbourGroup: '10000000-0000-4000-8000-000000000004',
  harbourFishBar: estate.harbourFishBarId,
  bluebell: '10000000-0000-4000-8000-000000000007',
  template: '10000000-0000-4000-8000-000000000008',
} as const;

// Several steps per test on a shared machine.
test.describe.configure({ timeout: 60_000 });

const selectRow = (page: Page, name: string, label: string) =>
  treeRow(page, name).getByText(label, { exact: true }).click();

/** Waits until the roots and the lazily loaded children of the (expanded) root are shown. */
async function openPage(page: Page) {
  await openOrganisations(page);
  await expect(treeRow(page, 'Northwind Retail Systems (NWRS)')).toBeVisible();
}

/**
 * The mock answers every save with the same example (Bluebell Cafe). To see what the page does with the saved
 * record, the request still goes to the mock (and is validated there) but the answer echoes the record sent, as
 * the service would (a new organisation gets an id).
 */
async function echoSaves(page: Page, newId = '10000000-0000-4000-8000-0000000000ff') {
  await page.route(
    (url) => url.pathname.toLowerCase() === '/api/organisation/batch',
    async (route) => {
      try {
        const response = await route.fetch();
        const sent = route.request().postDataJSON() as { changes: Record<string, unknown>[] };
        const record = sent.changes[0] ?? {};
        await route.fulfill({
          response,
          json: { changes: [{ kapow: null, ...record, organisationID: record.organisationID ?? newId }], deletes: [] },
        });
      } catch (error) {
        // the test ended (and the page closed) while this answer was on its way
        if (!page.isClosed()) throw error;
      }
    },
  );
}

/** A tree node as the filtered tree answers it. */
interface AnsweredNode {
  entity?: { active: boolean; initialised: boolean } | null;
  children?: AnsweredNode[] | null;
}

/**
 * The mock's filtered tree as a server with the contract's `entities=false` answers it: each node's marks in place of
 * its organisation (the request still goes to the mock, and is validated there).
 */
async function answerWithoutOrganisations(page: Page) {
  const slim = (nodes: AnsweredNode[]): AnsweredNode[] =>
    nodes.map(({ entity, children, ...node }) => ({
      ...node,
      active: entity?.active,
      initialised: entity?.initialised,
      children: children ? slim(children) : children,
    }));
  await page.route(
    (url) => url.pathname === '/api/OrganisationTree/filtered',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: slim((await response.json()) as AnsweredNode[]) });
    },
  );
}

/** Counts the calls of `GET path` from now on. */
function countCalls(page: Page, path: string) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) counter.count += 1;
  });
  return counter;
}

test.describe('Admin > Organisations: tree', { tag: ['@organisations', '@tree', '@draft', '@loading-overlay'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('shows Create, the filter box and the tree with the roots expanded; nothing selected yet', async ({ page }) => {
    const roots = waitForCall(page, 'GET', '/api/OrganisationTree');
    const rootChildren = waitForCall(page, 'GET', `/api/OrganisationTree/${org.root}`);
    const options = [
      waitForCall(page, 'GET', '/api/POSCoreInstance/values'),
      waitForCall(page, 'GET', '/api/integrationServerInstance/values'),
      waitForCall(page, 'GET', '/api/organisation/parentvalues'),
    ];
    await openOrganisations(page);
    await roots;
    await rootChildren;
    await Promise.all(options);
    await expect(page.getByRole('heading', { name: 'Organisations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create new organisation' })).toBeVisible();
    await expect(page.getByPlaceholder('Filter name/code/kapow')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

    const root = treeRow(page, 'Kappa POS Platform (ROOT)');
    await expect(root).toHaveAttribute('aria-expanded', 'true');
    await expect(root).toHaveAttribute('aria-level', '1');
    for (const name of [
      'Northwind Retail Systems (NWRS)',
      'Southbank POS Partners (SBPP)',
      'Standard Restaurant Template (TPLREST)',
      'Default Configuration (DEFCFG)',
    ]) {
      await expect(treeRow(page, name)).toHaveAttribute('aria-level', '2');
    }
    // Children of the children are not loaded until expanded.
    await expect(treeRow(page, 'Northwind Retail Systems (NWRS)')).toHaveAttribute('aria-expanded', 'false');

    await expect(root.getByRole('img', { name: 'Active' })).toHaveAttribute('data-state', 'on');
    await expect(root.getByRole('img', { name: 'Initialised' })).toHaveAttribute('data-state', 'on');
    await expect(root.getByRole('link', { name: 'Configure' })).toHaveAttribute('href', `/organisation/${org.root}`);
    await expect(root.getByRole('link', { name: 'Invite' })).toHaveAttribute(
      'href',
      `/organisation/${org.root}/invite`,
    );
    await expect(page.getByText('Select an organisation in the tree, or create a new one.')).toBeVisible();
  });

  test('expanding a node loads its children once; an inactive, uninitialised organisation shows red and links to initialise', async ({
    page,
    forceAnswer,
  }) => {
    await forceAnswer('GET', `/api/OrganisationTree/${org.southbank}`, 'example=southbankChildren');
    await openPage(page);
    const southbank = treeRow(page, 'Southbank POS Partners (SBPP)');
    const load = waitForCall(page, 'GET', `/api/OrganisationTree/${org.southbank}`);
    await southbank.getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await load;
    const bluebell = treeRow(page, 'Bluebell Cafe (BLUE)');
    await expect(bluebell).toHaveAttribute('aria-level', '3');
    await expect(bluebell.getByRole('img', { name: 'Inactive' })).toHaveAttribute('data-state', 'off');
    await expect(bluebell.getByRole('link', { name: 'Not initialised: initialise' })).toHaveAttribute(
      'href',
      `/organisation/${org.bluebell}/initialise`,
    );
    // the expander toggles without selecting
    await expect(southbank).toHaveAttribute('aria-selected', 'false');
    await southbank.getByRole('button', { name: 'Collapse', includeHidden: true }).click();
    await expect(bluebell).toHaveCount(0);
    const again = countCalls(page, `/api/OrganisationTree/${org.southbank}`);
    await southbank.getByRole('button', { name: 'Expand', includeHidden: true }).click();
    await expect(bluebell).toBeVisible();
    expect(again.count).toBe(0);
  });

  test('a filter (Enter or Search) shows the filtered tree fully expanded, and survives a reload', async ({ page }) => {
    await openPage(page);
    const filter = page.getByPlaceholder('Filter name/code/kapow');
    await filter.fill('harbour');
    const call = waitForCall(page, 'GET', '/api/OrganisationTree/filtered');
    await filter.press('Enter');
    // The contract's optional entities=false: the nodes' marks without their organisations.
    expect(Object.fromEntries(new URL((await call).url()).searchParams)).toEqual({
      query: 'harbour',
      entities: 'false',
    });
    await expect(page).toHaveURL(/[?&]filter=harbour/);
    await expect(treeRow(page, 'Harbour Fish Bar (HFB)')).toHaveAttribute('aria-level', '4');
    await expect(treeRow(page, 'Harbour Private Template (TPLHHG)')).toBeVisible();
    for (const name of [
      'Kappa POS Platform (ROOT)',
      'Northwind Retail Systems (NWRS)',
      'Harbour Hospitality Group (HHG)',
    ]) {
      await expect(treeRow(page, name)).toHaveAttribute('aria-expanded', 'true');
    }

    const reload = waitForCall(page, 'GET', '/api/OrganisationTree/filtered');
    await page.reload();
    await reload;
    await expect(filter).toHaveValue('harbour');
    await expect(treeRow(page, 'Harbour Fish Bar (HFB)')).toBeVisible();

    // The mock answers with the nodes' organisations (a server without entities=false): a selection is read from them.
    await noCallTo(page, 'GET', `/api/Organisation/${org.harbourFishBar}`, async () => {
      await selectRow(page, 'Harbour Fish Bar (HFB)', 'Harbour Fish Bar');
      await expect(organisationCodeField(page)).toHaveValue('HFB');
    });

    // the Search button applies too; an empty filter goes back to the roots
    await filter.fill('');
    const roots = waitForCall(page, 'GET', '/api/OrganisationTree');
    await page.getByRole('button', { name: 'Search' }).click();
    await roots;
    await expect(page).not.toHaveURL(/filter=/);
    await expect(treeRow(page, 'Harbour Fish Bar (HFB)')).toHaveCount(0);
    await expect(treeRow(page, 'Southbank POS Partners (SBPP)')).toBeVisible();
  });

  test("a filtered tree without its organisations shows the nodes' marks; a selection is read by itself", async ({
    page,
  }) => {
    await answerWithoutOrganisations(page);
    const list = countCalls(page, '/api/Organisation');
    await openOrganisations(page, { filter: 'harbour' });
    const fishBar = treeRow(page, 'Harbour Fish Bar (HFB)');
    await expect(fishBar.getByRole('img', { name: 'Active' })).toHaveAttribute('data-state', 'on');
    await expect(fishBar.getByRole('img', { name: 'Initialised' })).toHaveAttribute('data-state', 'on');

    const one = waitForCall(page, 'GET', `/api/Organisation/${org.harbourFishBar}`);
    await selectRow(page, 'Harbour Fish Bar (HFB)', 'Harbour Fish Bar');
    expect(new URL((await one).url()).search).toBe('');
    await expect(organisationCodeField(page)).toHaveValue('HFB');
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
    expect(list.count).toBe(0);
  });

  test('a failed read of the one selected organisation says why; Retry reads it and shows the form', async ({
    page,
  }) => {
    await answerWithoutOrganisations(page);
    const path = `/api/Organisation/${org.harbourFishBar}`;
    let failing = true;
    await page.route(
      (url) => url.pathname === path,
      (route) =>
        failing ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.fallback(),
    );
    await openOrganisations(page, { filter: 'harbour', org: org.harbourFishBar });
    const alert = page.getByRole('alert').filter({ hasText: 'Internal Server Error' });
    await expect(alert).toBeVisible();
    failing = false;
    const retry = waitForCall(page, 'GET', path);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retry;
    await expect(organisationCodeField(page)).toHaveValue('HFB');
    await expect(alert).toHaveCount(0);
  });

  test('a selection the server does not find, read by itself, says it was not found', async ({ page, forceAnswer }) => {
    await answerWithoutOrganisations(page);
    await forceAnswer('GET', `/api/Organisation/${org.harbourFishBar}`, 'code=404');
    await openOrganisations(page, { filter: 'harbour', org: org.harbourFishBar });
    await expect(page.getByText('The selected organisation was not found.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /Not Found|not found/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear selection' })).toBeVisible();
  });

  test('a failed tree load puts the page in an error state; Retry reloads', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/OrganisationTree', 'code=500');
    await openOrganisations(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load' });
    await expect(alert).toContainText('Internal Server Error');
    await expect(page.getByRole('treeitem')).toHaveCount(0);
    const retry = waitForCall(page, 'GET', '/api/OrganisationTree');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retry;
  });

  test('a failed filtered tree load shows the error state', async ({ page, forceAnswer }) => {
    await forceAnswer('GET', '/api/OrganisationTree/filtered', 'code=500');
    await openOrganisations(page, { filter: 'harbour' });
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toContainText('Internal Server Error');
  });
});

test.describe('Admin > Organisations: form', { tag: ['@organisations', '@tree', '@form-fields', '@edit-page'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('clicking a row selects it and shows every field; the selection survives a reload', async ({ page }) => {
    await openPage(page);
    await selectRow(page, 'Standard Restaurant Template (TPLREST)', 'Standard Restaurant Template');
    await expect(page).toHaveURL(new RegExp(`[?&]org=${org.template}`));
    await expect(treeRow(page, 'Standard Restaurant Template (TPLREST)')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible();

    const code = organisationCodeField(page);
    await expect(code).toHaveValue('TPLREST');
    await expect(code).toHaveAttribute('readonly', '');
    await expect(organisationNameField(page)).toHaveValue('Standard Restaurant Template');
    const kapow = page.getByRole('textbox', { name: 'Kapow' });
    await expect(kapow).toHaveValue('');
    await expect(kapow).toHaveAttribute('readonly', '');
    await expect(page.getByRole('combobox', { name: 'Organisation Type' })).toHaveValue('Public Template');
    const posCore = page.getByRole('combobox', { name: 'POS Core Instance' });
    await expect(posCore).toHaveValue('POSCore UK South');
    await expect(posCore).toHaveAttribute('readonly', '');
    for (const label of ['Remote Order Server', 'Data Extraction Server', 'Partner Server', 'Reporting Server']) {
      await expect(page.getByRole('combobox', { name: label })).toHaveValue('');
    }
    await expect(page.getByRole('combobox', { name: 'Parent Organisation' })).toHaveValue('Kappa POS Platform');
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Initialised' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    const children = waitForCall(page, 'GET', `/api/OrganisationTree/${org.root}`);
    await page.reload();
    await children;
    await expect(organisationCodeField(page)).toHaveValue('TPLREST');
    await expect(treeRow(page, 'Standard Restaurant Template (TPLREST)')).toHaveAttribute('aria-selected', 'true');
  });

  test('the tree is beside the form on a wide screen and above it on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page);
    await selectRow(page, 'Standard Restaurant Template (TPLREST)', 'Standard Restaurant Template');
    await expect(organisationNameField(page)).toHaveValue('Standard Restaurant Template');
    const boxes = async () => {
      const [tree, name] = await Promise.all([
        page.getByRole('tree').boundingBox(),
        organisationNameField(page).boundingBox(),
      ]);
      if (!tree || !name) throw new Error('the tree and the form are shown');
      return { tree, name };
    };
    const wide = await boxes();
    expect(wide.name.x, 'the form right of the tree').toBeGreaterThanOrEqual(wide.tree.x + wide.tree.width);
    expect(wide.tree.width, 'the tree the narrower column').toBeLessThan(1280 / 2);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      const narrow = await boxes();
      expect(narrow.name.y, 'the form below the tree').toBeGreaterThanOrEqual(narrow.tree.y + narrow.tree.height);
    }).toPass();
  });

  test('a selection deep in the tree (not loaded yet) is shown after a reload, with the root kapow read-only', async ({
    page,
  }) => {
    await openOrganisations(page, { org: org.harbourFishBar });
    await expect(organisationCodeField(page)).toHaveValue('HFB');
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
    await expect(page.getByRole('combobox', { name: 'Organisation Type' })).toHaveValue('Licensee');
    await expect(page.getByRole('combobox', { name: 'POS Core Instance' })).toHaveValue('POSCore EU West');
    await expect(page.getByRole('combobox', { name: 'Remote Order Server' })).toHaveValue('Harbour Remote Orders');
    await expect(page.getByRole('combobox', { name: 'Data Extraction Server' })).toHaveValue(
      'Insights Data Extraction',
    );
    await expect(page.getByRole('combobox', { name: 'Partner Server' })).toHaveValue('Partner Gateway');
    await expect(page.getByRole('combobox', { name: 'Reporting Server' })).toHaveValue('Reporting Hub');
    await expect(page.getByRole('combobox', { name: 'Parent Organisation' })).toHaveValue('Harbour Hospitality Group');

    await selectRow(page, 'Kappa POS Platform (ROOT)', 'Kappa POS Platform');
    await expect(page.getByRole('textbox', { name: 'Kapow' })).toHaveValue('KPW-0001');
    await expect(page.getByRole('combobox', { name: 'Organisation Type' })).toHaveValue('Root');
  });

  test('the parent choices leave out the organisation itself; the POS Core is editable before initialisation', async ({
    page,
  }) => {
    await openPage(page);
    await selectRow(page, 'Northwind Retail Systems (NWRS)', 'Northwind Retail Systems');
    await page.getByRole('combobox', { name: 'Parent Organisation' }).click();
    await expect(page.getByRole('option', { name: 'Southbank POS Partners' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Northwind Retail Systems' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create new organisation' }).click();
    await expect(page.getByRole('combobox', { name: 'POS Core Instance' })).not.toHaveAttribute('readonly', '');
  });

  test('after a save, a failed read of the organisation by itself leaves the saved values (not the record read before)', async ({
    page,
  }) => {
    await answerWithoutOrganisations(page);
    await echoSaves(page);
    const path = `/api/Organisation/${org.harbourFishBar}`;
    await openOrganisations(page, { filter: 'harbour', org: org.harbourFishBar });
    const name = organisationNameField(page);
    await expect(name).toHaveValue('Harbour Fish Bar');
    await name.fill('Harbour Fish Bar Ltd');
    const saved = waitForCall(page, 'POST', '/api/organisation/batch');
    // A save reads the organisation again by itself: that read is over before the admin comes back.
    const readAfterSave = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;
    expect((await readAfterSave).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();

    // The admin comes back to the page; the read again fails.
    await page.route(
      (url) => url.pathname === path,
      (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    const readAgain = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await readAgain).status()).toBe(500);
    // The page has taken the failed answer in: two frames after it came.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(name).toHaveValue('Harbour Fish Bar Ltd');
    await expect(page.getByRole('status').filter({ hasText: /changed/ })).toHaveCount(0);
  });

  test("coming back reads the selection by itself, not every organisation, though the tree's answer held it", async ({
    page,
  }) => {
    const list = countCalls(page, '/api/Organisation');
    const path = `/api/Organisation/${org.harbourFishBar}`;
    // The mock's filtered tree comes with its nodes' organisations: the selection is taken from it.
    await openOrganisations(page, { filter: 'harbour', org: org.harbourFishBar });
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
    const one = countCalls(page, path);
    const readAgain = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await readAgain).status()).toBe(200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(one.count).toBe(1);
    expect(list.count).toBe(0);
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
    await expect(page.getByRole('status').filter({ hasText: /changed/ })).toHaveCount(0);
  });

  test('a server without the read of one organisation: coming back reads the list, and then only the list', async ({
    page,
  }) => {
    const path = `/api/Organisation/${org.harbourFishBar}`;
    // A server without the call answers its address as any unknown one: 404 without a coded body.
    await page.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: '' }),
    );
    await openOrganisations(page, { filter: 'harbour', org: org.harbourFishBar });
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
    const one = countCalls(page, path);
    const list = countCalls(page, '/api/Organisation');
    /** The admin comes back to the page; resolves once the page has taken the list's answer in. */
    const comeBackUntilListed = async () => {
      const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Organisation');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      expect((await listed).status()).toBe(200);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };

    await comeBackUntilListed();
    expect(one.count).toBe(1);
    // Listed, so the 404 said the server has no such call: the next time the list is read at once.
    await comeBackUntilListed();
    expect(one.count).toBe(1);
    expect(list.count).toBe(2);
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
  });

  test('an organisation someone deleted: coming back reads it by itself, and never downloads every organisation for it', async ({
    page,
  }) => {
    const path = `/api/Organisation/${org.harbourFishBar}`;
    await openOrganisations(page, { filter: 'harbour', org: org.harbourFishBar });
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
    // Someone else deletes it: the read of one answers SPEC 8's coded 404.
    await page.route(
      (url) => url.pathname === path,
      (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }),
    );
    let listed = 0;
    await page.route(
      (url) => url.pathname === '/api/Organisation',
      (route) => {
        listed += 1;
        return route.fallback();
      },
    );
    for (let time = 0; time < 2; time++) {
      const readAgain = page.waitForResponse((response) => new URL(response.url()).pathname === path);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const answer = await readAgain;
      expect(answer.status()).toBe(404);
      expect(((await answer.json()) as { code?: string }).code).toBeTruthy();
    }
    // The last read's failure is taken in (the list would be asked for right after it).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(listed).toBe(0);
    await expect(organisationNameField(page)).toHaveValue('Harbour Fish Bar');
  });

  test('an edit that keeps the parent sends the organisation without kapow and updates the row in place', async ({
    page,
  }) => {
    await echoSaves(page);
    await openPage(page);
    await selectRow(page, 'Kappa POS Platform (ROOT)', 'Kappa POS Platform');
    await organisationNameField(page).fill('Kappa Platform');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    const roots = countCalls(page, '/api/OrganisationTree');
    expect((await saveOrganisation(page)).postDataJSON()).toEqual({
      changes: [
        {
          organisationID: org.root,
          organisationCode: 'ROOT',
          name: 'Kappa Platform',
          organisationType: 100,
          posCoreInstanceID: null,
          remoteOrderServerInstanceID: null,
          dataExtractionServerInstanceID: null,
          partnerServerInstanceID: null,
          reportingServerInstanceID: null,
          parentOrganisationID: null,
          active: true,
          initialised: true,
        },
      ],
      deletes: [],
    });
    await expect(treeRow(page, 'Kappa Platform (ROOT)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(organisationNameField(page)).toHaveValue('Kappa Platform');
    await expect(page.getByRole('textbox', { name: 'Kapow' })).toHaveValue('');
    expect(roots.count).toBe(0);
  });

  test('a re-parented organisation reloads the tree', async ({ page }) => {
    await echoSaves(page);
    await openPage(page);
    await selectRow(page, 'Default Configuration (DEFCFG)', 'Default Configuration');
    await page.getByRole('combobox', { name: 'Parent Organisation' }).click();
    await page.getByRole('option', { name: 'Northwind Retail Systems' }).click();
    await page.locator('label', { hasText: 'Active' }).click();
    const call = waitForCall(page, 'POST', '/api/organisation/batch');
    const reload = waitForCall(page, 'GET', '/api/OrganisationTree');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON().changes[0]).toMatchObject({
      organisationID: '10000000-0000-4000-8000-00000000000a',
      parentOrganisationID: org.northwind,
      active: false,
    });
    await reload;
    await expect(treeRow(page, 'Kappa POS Platform (ROOT)')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  test('Cancel of an edit restores the saved values', async ({ page }) => {
    await openPage(page);
    await selectRow(page, 'Northwind Retail Systems (NWRS)', 'Northwind Retail Systems');
    await organisationNameField(page).fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(organisationNameField(page)).toHaveValue('Northwind Retail Systems');
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).not.toHaveURL(/org=/);
    await expect(page.getByText('Select an organisation in the tree, or create a new one.')).toBeVisible();
  });

  test('switching organisation with unsaved changes asks first', { tag: ['@dialogs'] }, async ({ page }) => {
    await openPage(page);
    await selectRow(page, 'Northwind Retail Systems (NWRS)', 'Northwind Retail Systems');
    await organisationNameField(page).fill('Changed');
    await selectRow(page, 'Southbank POS Partners (SBPP)', 'Southbank POS Partners');
    const dialog = unsavedDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(`org=${org.northwind}`));
    await expect(organisationNameField(page)).toHaveValue('Changed');
    await selectRow(page, 'Southbank POS Partners (SBPP)', 'Southbank POS Partners');
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(new RegExp(`org=${org.southbank}`));
    await expect(organisationNameField(page)).toHaveValue('Southbank POS Partners');
  });

  test('creating starts with the defaults and sends the new organisation without id; it becomes selected', async ({
    page,
  }) => {
    await echoSaves(page);
    await openPage(page);
    await page.getByRole('button', { name: 'Create new organisation' }).click();
    await expect(page).toHaveURL(/[?&]org=new/);
    await expect(page.getByRole('heading', { name: 'Create Organisation' })).toBeVisible();
    const code = organisationCodeField(page);
    await expect(code).not.toHaveAttribute('readonly', '');
    await expect(code).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Organisation Type' })).toHaveValue('Licensee');
    await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Initialised' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await code.fill('QUAY');
    await organisationNameField(page).fill('Quayside Kitchen');
    await page.getByRole('combobox', { name: 'Organisation Type' }).click();
    await page.getByRole('option', { name: 'Licensee Group' }).click();
    await page.getByRole('combobox', { name: 'POS Core Instance' }).click();
    await page.getByRole('option', { name: 'POSCore EU West' }).click();
    await page.getByRole('combobox', { name: 'Remote Order Server' }).click();
    await page.getByRole('option', { name: 'Harbour Remote Orders' }).click();
    await page.getByRole('combobox', { name: 'Parent Organisation' }).click();
    await page.getByRole('option', { name: 'Harbour Hospitality Group' }).click();
    const call = waitForCall(page, 'POST', '/api/organisation/batch');
    const reload = waitForCall(page, 'GET', '/api/OrganisationTree');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await call).postDataJSON()).toEqual({
      changes: [
        {
          organisationCode: 'QUAY',
          name: 'Quayside Kitchen',
          organisationType: 10,
          posCoreInstanceID: '90000000-0000-4000-8000-000000000001',
          remoteOrderServerInstanceID: '92000000-0000-4000-8000-000000000001',
          dataExtractionServerInstanceID: null,
          partnerServerInstanceID: null,
          reportingServerInstanceID: null,
          parentOrganisationID: org.harbourGroup,
          active: false,
          initialised: false,
        },
      ],
      deletes: [],
    });
    await reload;
    await expect(page).toHaveURL(/org=10000000-0000-4000-8000-0000000000ff/);
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible();
    await expect(organisationCodeField(page)).toHaveValue('QUAY');
    await expect(organisationCodeField(page)).toHaveAttribute('readonly', '');
  });

  test('against the mock, the saved organisation of the answer becomes selected', async ({ page }) => {
    await openPage(page);
    await createOrganisation(page, { code: 'NEW1', name: 'New One' });
    await page.getByRole('button', { name: 'Save' }).click();
    // The mock's answer is Bluebell Cafe.
    await expect(page).toHaveURL(new RegExp(`org=${org.bluebell}`));
    await expect(organisationCodeField(page)).toHaveValue('BLUE');
  });

  test('Cancel while creating discards it and selects the first root', async ({ page }) => {
    await openPage(page);
    await createOrganisation(page, { code: 'TMP' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`org=${org.root}`));
    await expect(organisationCodeField(page)).toHaveValue('ROOT');
    await expect(unsavedDialog(page)).toHaveCount(0);
  });

  test('the code and name limits are checked before sending', async ({ page }) => {
    await openPage(page);
    await createOrganisation(page, { code: 'X'.repeat(17) });
    await expect(page.getByText('Organisation Code must be at most 16 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await organisationCodeField(page).fill('X'.repeat(16));
    await organisationNameField(page).fill('N'.repeat(33));
    await expect(page.getByText('Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await organisationNameField(page).fill('');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('the code and name are checked, counted and sent without surrounding spaces', async ({ page }) => {
    await openPage(page);
    await createOrganisation(page, { code: `  ${'Q'.repeat(16)}  `, name: ' Quayside Kitchen ' });
    await expect(page.getByText('Organisation Code must be at most 16 characters')).toHaveCount(0);
    await expect(page.getByText('16/16')).toBeVisible();
    expect((await saveOrganisation(page)).postDataJSON().changes[0]).toMatchObject({
      organisationCode: 'Q'.repeat(16),
      name: 'Quayside Kitchen',
    });
  });

  for (const [code, message, field, role] of [
    ['OrganisationCodeAlreadyInUse', 'Organisation Code is already in use.', 'Organisation Code', 'textbox'],
    ['InvalidPOSCoreInstance', 'Invalid POS Core Instance specified.', 'POS Core Instance', 'combobox'],
  ] as const) {
    test(`a save rejected with ${code} shows its message and keeps what was typed`, async ({ page, forceAnswer }) => {
      await forceAnswer('POST', '/api/organisation/batch', `code=400, example=${code}`);
      await openPage(page);
      await createOrganisation(page, { code: 'HFB', name: 'Another Fish Bar' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(message);
      await expect(page.getByRole(role, { name: field })).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/org=new/);
      await expect(organisationCodeField(page)).toHaveValue('HFB');
      await expect(organisationNameField(page)).toHaveValue('Another Fish Bar');
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    });
  }

  test('a server failure on save shows the failure and stays', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/organisation/batch', 'code=500');
    await openPage(page);
    await selectRow(page, 'Northwind Retail Systems (NWRS)', 'Northwind Retail Systems');
    await organisationNameField(page).fill('Northwind');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Internal Server Error');
    await expect(organisationNameField(page)).toHaveValue('Northwind');
  });

  for (const path of [
    '/api/POSCoreInstance/values',
    '/api/integrationServerInstance/values',
    '/api/organisation/parentvalues',
  ]) {
    test(`a failed option load (${path}) puts the page in an error state`, async ({ page, forceAnswer }) => {
      await forceAnswer('GET', path, 'code=500');
      await openOrganisations(page, { org: org.northwind });
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toContainText(
        'Internal Server Error',
      );
      await expect(page.getByText('The organisation form could not be loaded: Internal Server Error')).toBeVisible();
      await expect(organisationCodeField(page)).toHaveCount(0);
      await expect(treeRow(page, 'Kappa POS Platform (ROOT)')).toBeVisible();
    });
  }

  test('an unknown selection in the URL says so', async ({ page }) => {
    await openOrganisations(page, { org: '10000000-0000-4000-8000-0000000000ee' });
    await expect(page.getByText('The selected organisation was not found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page).not.toHaveURL(/org=/);
  });
});

test(
  'an organisation admin is turned away from /admin/organisations',
  { tag: ['@organisations', '@shell'] },
  async ({ page, signInAs }) => {
    await signInAs('orgAdmin');
    let called = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/OrganisationTree')) called = true;
    });
    await openOrganisations(page);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    expect(called).toBe(false);
  },
);
