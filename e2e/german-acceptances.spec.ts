import type { Page } from '@playwright/test';
import { openAcceptances } from './areas/acceptances';
import { openAuthorisations } from './areas/authorisations';
import { openInitialise } from './areas/initialise';
import { test, expect, waitForCall } from './support/fixtures';
import { chooseOption } from './support/form';
import { treeItem } from './support/grid';
import { sameCallsInEnglishAndGerman } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { api, apps, onTheFixedClock, recordCalls, rowNames } from './support/versions';

/**
 * Install Versions, Version Authorisation and Initialise Organisation in German (a de-DE profile). Each visit is made
 * in English, then in German: the words differ, the API calls and the body sent do not.
 */
onTheFixedClock();

interface Visit {
  /** The API calls of the visit, "METHOD /path", sorted. */
  calls: string[];
  /** The body of the save the visit sends. */
  body: unknown;
}

async function finish(page: Page, calls: string[], body: unknown): Promise<Visit> {
  await settled(page);
  return { calls: [...calls].sort(), body };
}

/** Install Versions: the tree, a version's panel with a Not Before, and the accept question; Accept is sent. */
async function acceptVersion(
  page: Page,
  words: {
    heading: string;
    tree: string;
    rows: string[];
    panel: string;
    status: string;
    notBefore: string;
    takesEffect: string;
    irreversible: string;
    accept: string;
    dialog: string;
    question: RegExp;
  },
): Promise<Visit> {
  const calls = recordCalls(page);
  await openAcceptances(page);
  await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
  await expect.poll(() => rowNames(page, words.tree)).toEqual(words.rows);
  await treeItem(page, '1.0.5.3').click();
  const panel = page.getByRole('region', { name: words.panel });
  await expect(panel.getByTestId('acceptance-status')).toHaveText(words.status);
  await expect(panel.getByRole('note', { name: words.irreversible })).toBeVisible();
  await panel.getByRole('checkbox', { name: words.notBefore, exact: true }).check();
  await expect(panel.getByTestId('not-before-message')).toHaveText(words.takesEffect);
  await panel.getByRole('button', { name: words.accept, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toContainText(words.question);
  const call = waitForCall(page, 'POST', `${api}/acceptances/${apps.installService}/add`);
  // An accepted version reloads the tree: its call is part of the visit in either language, however fast it comes.
  const reload = waitForCall(page, 'GET', `${api}/acceptancestree`);
  await dialog.getByRole('button', { name: words.accept, exact: true }).click();
  const sent = (await call).postDataJSON();
  await reload;
  return finish(page, calls, sent);
}

/** Version Authorisation: the tree, a version's details, Authorise for all, and the Failure dialog; OK reloads. */
async function authoriseForAll(
  page: Page,
  words: {
    heading: string;
    tree: string;
    latestRow: string;
    details: string;
    installerSize: string;
    organisation: string;
    all: string;
    authorise: string;
    failure: string;
    failed: string;
    notUpdated: string;
  },
): Promise<Visit> {
  const calls = recordCalls(page);
  await openAuthorisations(page);
  await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
  const tree = page.getByRole('tree', { name: words.tree });
  await expect(tree.getByRole('treeitem').nth(1)).toHaveAccessibleName(words.latestRow);
  await treeItem(page, '5.2.0.100').first().click();
  await expect(page.getByRole('region', { name: words.details })).toContainText(words.installerSize);
  await chooseOption(page, words.organisation, words.all);
  const call = waitForCall(page, 'POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`);
  await page.getByRole('button', { name: words.authorise, exact: true }).click();
  const body = (await call).postDataJSON();
  const dialog = page.getByRole('dialog', { name: words.failure });
  await expect(dialog).toContainText(words.failed);
  await expect(dialog).toContainText(words.notUpdated);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  return finish(page, calls, body);
}

/** Initialise Organisation: the fields, a currency code's message, and a failed Initialise (the form stays). */
async function initialiseFails(
  page: Page,
  words: {
    heading: string;
    currency: string;
    tooShort: string;
    team: string;
    apps: string;
    initialise: string;
    failed: string;
  },
): Promise<Visit> {
  const calls = recordCalls(page);
  await openInitialise(page);
  await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
  const currency = page.getByRole('textbox', { name: words.currency });
  await currency.fill('G');
  await expect(page.getByText(words.tooShort)).toBeVisible();
  await currency.fill('eur');
  await chooseOption(page, words.team, 'Head Office Admins');
  await page.getByRole('group', { name: words.apps }).getByRole('checkbox', { name: 'Kitchen Display' }).uncheck();
  const call = waitForCall(page, 'POST', `${api}/initialise`);
  await page.getByRole('button', { name: words.initialise, exact: true }).click();
  const body = (await call).postDataJSON();
  await expect(page.getByRole('alert')).toContainText(words.failed);
  return finish(page, calls, body);
}

test.describe('in German', { tag: ['@de'] }, () => {
  test.beforeEach(({ page }) => trackRequests(page));

  test(
    'Install Versions: the tree, the panel and the accept question; the same calls and body',
    { tag: ['@acceptances', '@tree-panel', '@tree', '@dialogs'] },
    async ({ page, signInAs }) => {
      const words = {
        en: {
          heading: 'Install Versions',
          tree: 'Applications, versions and acceptances',
          rows: [
            'POS Terminal',
            '5.2.0.100 Latest Partial',
            '5.1.3.42 Accepted',
            'Older versions',
            'Kitchen Display Auto accept',
            '2.4.1.0 Latest Accepted',
            'Older versions',
            'Install Service',
            '1.0.5.3 Latest Not Accepted',
          ],
          panel: 'Package acceptance',
          status: 'Not Accepted',
          notBefore: 'Not Before',
          takesEffect: 'It will take effect in 21 hours.',
          irreversible: 'Accepting is irreversible',
          accept: 'Accept',
          dialog: 'Accept version',
          question: /Accept Install Service 1\.0\.5\.3 for all nodes, not before .+\? Accepting is irreversible/,
        },
        de: {
          heading: 'Versionen installieren',
          tree: 'Anwendungen, Versionen und Annahmen',
          rows: [
            'POS Terminal',
            '5.2.0.100 Neueste Teilweise',
            '5.1.3.42 Angenommen',
            'Ältere Versionen',
            'Kitchen Display Auto-Annahme',
            '2.4.1.0 Neueste Angenommen',
            'Ältere Versionen',
            'Install Service',
            '1.0.5.3 Neueste Nicht angenommen',
          ],
          panel: 'Annahme der Version',
          status: 'Nicht angenommen',
          notBefore: 'Frühester Zeitpunkt',
          takesEffect: 'Die Version wird in 21 Stunden wirksam.',
          irreversible: 'Die Annahme ist endgültig',
          accept: 'Annehmen',
          dialog: 'Version annehmen',
          question:
            /Möchten Sie Install Service 1\.0\.5\.3 für alle Knoten frühestens ab .+ annehmen\? Die Annahme ist/,
        },
      };
      const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) =>
        acceptVersion(page, words[language]),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');

      expect(german.calls.length).toBeGreaterThan(0);
    },
  );

  test(
    'Version Authorisation: the tree, the details and the Failure dialog; the same calls and body',
    { tag: ['@authorisations', '@tree-panel', '@tree', '@dialogs'] },
    async ({ page, signInAs, forceAnswer }) => {
      await forceAnswer('POST', `${api}/packageauthorisations/${apps.posTerminal}/batch`, 'example=failure');
      const words = {
        en: {
          heading: 'Version Authorisation',
          tree: 'Applications and versions',
          latestRow: '5.2.0.100 Latest 1 org',
          details: 'Details',
          installerSize: 'Installer size',
          organisation: 'Organisation',
          all: 'All',
          authorise: 'Authorise',
          failure: 'Failure',
          failed: 'Unable to change authorised versions at this time. Please try again later.',
          notUpdated:
            'The following organisations failed to update due to their POSCore not meeting the minimum version requirements:',
        },
        de: {
          heading: 'Versionsfreigabe',
          tree: 'Anwendungen und Versionen',
          latestRow: '5.2.0.100 Neueste 1 Organisation',
          details: 'Details',
          installerSize: 'Größe des Installationspakets',
          organisation: 'Organisation',
          all: 'Alle',
          authorise: 'Freigeben',
          failure: 'Fehlgeschlagen',
          failed: 'Die freigegebenen Versionen können zurzeit nicht geändert werden. Versuchen Sie es später erneut.',
          notUpdated:
            'Die folgenden Organisationen konnten nicht aktualisiert werden, weil ihr POSCore die erforderliche Mindestversion nicht erreicht:',
        },
      };
      const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) =>
        authoriseForAll(page, words[language]),
      );

      expect(german.calls.length).toBeGreaterThan(0);
    },
  );

  test(
    'Initialise Organisation: the fields, a validation message and the failure; the same calls and body',
    { tag: ['@initialise', '@form-fields'] },
    async ({ page, signInAs, forceAnswer }) => {
      await forceAnswer('POST', `${api}/initialise`, 'code=500');
      const words = {
        en: {
          heading: 'Initialise Organisation',
          currency: 'Currency Code',
          tooShort: 'Currency Code must be 2 to 4 characters',
          team: 'Organisation Admin',
          apps: 'Apps',
          initialise: 'Initialise',
          failed: 'There was an error initialising this instance. Please try again later.',
        },
        de: {
          heading: 'Organisation initialisieren',
          currency: 'Währungscode',
          tooShort: 'Währungscode muss 2 bis 4 Zeichen lang sein',
          team: 'Organisationsadministrator',
          apps: 'Apps',
          initialise: 'Initialisieren',
          failed: 'Beim Initialisieren dieser Instanz ist ein Fehler aufgetreten. Versuchen Sie es später erneut.',
        },
      };
      const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', (language) =>
        initialiseFails(page, words[language]),
      );

      expect(german.calls.length).toBeGreaterThan(0);
    },
  );
});
