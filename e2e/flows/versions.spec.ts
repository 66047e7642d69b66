import type { Page } from '@playwright/test';
import { acceptancePanel, acceptancesPath, confirmAcceptVersion } from '../areas/acceptances';
import {
  authorisationsPath,
  authorisedDialog,
  chooseOrganisationToAuthorise,
  updateAuthorisedVersion,
} from '../areas/authorisations';
import { test, expect } from '../support/fixtures';
import { treeItem } from '../support/grid';
import { harbourGroup, openAs, uniqueTag, worldCall } from './world';

const euWest = '90000000-0000-4000-8000-000000000001';
const posTerminal = 'a0000000-0000-4000-8000-000000000001';
const installService = 'a0000000-0000-4000-8000-000000000003';

/** A tree row by the start of its accessible name ("5.1.3.42 2 orgs"). */

/** An initialised organisation of this test's own under `parent`, authorised for `apps`. */
async function initialisedOrganisation(page: Page, code: string, parent: string, apps: string[]): Promise<string> {
  const saved = await worldCall<{ changes: { organisationID: string }[] }>(page, 'POST', '/api/organisation/batch', {
    changes: [
      {
        organisationCode: code,
        name: `Flow ${code}`,
        organisationType: 10,
        posCoreInstanceID: euWest,
        parentOrganisationID: parent,
        active: true,
        initialised: false,
      },
    ],
    deletes: [],
  });
  const id = saved.changes[0]?.organisationID ?? '';
  await worldCall(page, 'POST', `/api/organisation/${id}/initialise`, { currencyCode: 'GBP', authorisedAppIds: apps });
  return id;
}

test.describe.configure({ timeout: 90_000 });

test(
  'a version is authorised for a child organisation, and the child accepts it; both are there after a reload',
  { tag: ['@authorisations', '@acceptances', '@tree-panel', '@tree'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toUpperCase();
    const group = await initialisedOrganisation(page, `VG${tag}`, harbourGroup, [posTerminal, installService]);
    const child = await initialisedOrganisation(page, `VC${tag}`, group, [installService]);

    await openAs(page, 'superUser', authorisationsPath(group));
    await expect(page.getByRole('heading', { name: 'Version Authorisation' })).toBeVisible();
    await expect(treeItem(page, '5.1.3.42')).toHaveAccessibleName('5.1.3.42 0 orgs');
    await treeItem(page, '5.1.3.42').click();
    await chooseOrganisationToAuthorise(page, `Flow VC${tag}`);
    const panel = updateAuthorisedVersion(page);
    await panel.getByRole('button', { name: 'Authorise' }).click();
    const dialog = authorisedDialog(page);
    await expect(dialog.getByRole('list', { name: 'Updated organisations' }).getByRole('listitem')).toHaveText([
      `Flow VC${tag}`,
    ]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await expect(treeItem(page, '5.1.3.42')).toHaveAccessibleName('5.1.3.42 1 org');

    // The child accepts the version it was given, for all its nodes.
    await page.goto(acceptancesPath(child));
    await treeItem(page, '5.1.3.42').click();
    const acceptance = acceptancePanel(page);
    await expect(acceptance.getByTestId('acceptance-status')).toHaveText('Not Accepted');
    await acceptance.getByRole('button', { name: 'Accept' }).click();
    await confirmAcceptVersion(page);
    await expect(acceptance.getByTestId('acceptance-status')).toHaveText('Accepted');
    await page.reload();
    await treeItem(page, '5.1.3.42').click();
    await expect(acceptancePanel(page).getByTestId('acceptance-status')).toHaveText('Accepted');
  },
);
