import type { Page, Request, Route } from '@playwright/test';
import { openClients, openEditClient } from './areas/clients';
import { openEditPosCoreInstance, openPosCoreInstances } from './areas/servers';
import { test, expect, open, estate, waitForCall, type Persona, type SignInOptions } from './support/fixtures';
import { rowWith, treeItem } from './support/grid';
import { sameCallsInEnglishAndGerman, type SpecLanguage } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { NOW, org, recordCalls } from './support/versions';

/**
 * The server screens, Clients, System Health and Entity Lookup in German (a de-DE profile): their own texts read in
 * German, and each visit makes the same API calls as in English, a save with the same body. The edit pages' Save
 * button is the edit page block's (found in either language here).
 */

// The Errors column and the states' times are shown in the browser's time zone: pin it.
test.use({ timezoneId: 'UTC' });
// Each test visits its screens twice (English, then German) on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const SAVE = /^(Save|Speichern)$/;

type SignInAs = (persona: Persona, options?: SignInOptions) => Promise<void>;

/** The visit in English, then in German, signed in with that profile locale; expects the same API calls of both
 * ("METHOD /path"), and some. */
async function inEachLanguage<W>(
  page: Page,
  signInAs: SignInAs,
  persona: Persona,
  words: Readonly<Record<SpecLanguage, W>>,
  visit: (words: W) => Promise<void>,
): Promise<void> {
  trackRequests(page);
  const calls = await sameCallsInEnglishAndGerman(signInAs, persona, async (language) => {
    const recorded = recordCalls(page);
    await visit(words[language]);
    await settled(page);
    return [...recorded].sort();
  });
  expect(calls.length).toBeGreaterThan(0);
}

/** The body of the next POST to `path` once `act` has run. */
async function bodyOf(page: Page, path: string, act: () => Promise<void>): Promise<unknown> {
  const call: Promise<Request> = waitForCall(page, 'POST', path);
  await act();
  return (await call).postDataJSON();
}

const euWestId = '90000000-0000-4000-8000-000000000001';

/** The POS Core instances' own API (other hosts): a version and three errors, the last at a fixed time. */
async function routeInstances(page: Page): Promise<void> {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  for (const origin of ['http://localhost:4010', 'http://127.0.0.1:4010']) {
    await page.route(`${origin}/**`, (route: Route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const json = route.request().url().endsWith('/api/v1/version/info')
        ? { success: true, data: [{ Name: 'POSCore', Version: '5.3.1', GitHash: '7f3c2a1' }] }
        : { success: true, data: { Count: 3, LastExceptionDateTime: '2025-06-02T14:37:12Z' } };
      return route.fulfill({ json, headers: cors });
    });
  }
}

test(
  'POS Core Instances and an instance in German: same calls, and Save sends the same body',
  { tag: ['@de', '@servers', '@data-grid', '@edit-page'] },
  async ({ page, signInAs }) => {
    await routeInstances(page);
    const saved: Partial<Record<string, unknown>> = {};
    await inEachLanguage(
      page,
      signInAs,
      'superUser',
      {
        en: {
          language: 'en',
          list: 'POS Core Instances',
          errors: 'Errors',
          errorsCell: '3 errors, last 02/06/2025, 14:37:12',
          edit: 'Edit POS Core Instance',
          uri: 'Uri',
          uriPlaceholder: 'Enter a valid URI for API access to this POS Core Instance',
          key: 'JWT Signing Key',
          keySet: 'Key set',
          replaceKey: 'Replace key',
          linked: 'Linked Organisations',
          configure: 'Configure Harbour Fish Bar',
          invalidUri: 'Uri must be a valid http or https address (e.g. https://server.example)',
        },
        de: {
          language: 'de',
          list: 'POS-Core-Instanzen',
          errors: 'Fehler',
          errorsCell: '3 Fehler, zuletzt am 02.06.2025, 14:37:12',
          edit: 'POS-Core-Instanz bearbeiten',
          uri: 'URI',
          uriPlaceholder: 'Geben Sie eine gültige URI für den API-Zugriff auf diese POS-Core-Instanz ein',
          key: 'JWT-Signaturschlüssel',
          keySet: 'Schlüssel gesetzt',
          replaceKey: 'Schlüssel ersetzen',
          linked: 'Verknüpfte Organisationen',
          configure: 'Harbour Fish Bar konfigurieren',
          invalidUri: 'URI muss eine gültige http- oder https-Adresse sein (z. B. https://server.example)',
        },
      },
      async (words) => {
        await openPosCoreInstances(page);
        await expect(page.getByRole('heading', { name: words.list })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: new RegExp(`^${words.errors}`) })).toBeVisible();
        await expect(rowWith(page, 'POSCore EU West')).toContainText(words.errorsCell);

        await openEditPosCoreInstance(page, euWestId);
        await expect(page.getByRole('heading', { name: words.edit })).toBeVisible();
        await expect(page.getByText(words.keySet, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: words.replaceKey }).click();
        await expect(page.getByLabel(words.key, { exact: true })).toHaveValue('');
        const tree = page.getByRole('tree', { name: words.linked });
        await expect(tree.getByRole('link', { name: words.configure })).toBeVisible();
        const uri = page.getByRole('textbox', { name: words.uri, exact: true });
        await expect(uri).toHaveAttribute('placeholder', words.uriPlaceholder);
        await uri.fill('localhost:4010');
        await expect(page.getByText(words.invalidUri)).toBeVisible();
        await uri.fill(' https://eu-north.example ');
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('POSCore EU North');
        saved[words.language] = await bodyOf(page, '/api/POSCoreInstance/batch', () =>
          page.getByRole('button', { name: SAVE }).click(),
        );
        await expect(page).toHaveURL('/admin/poscoreinstances');
      },
    );
    expect(saved.en).toEqual({
      changes: [
        {
          posCoreInstanceID: euWestId,
          name: 'POSCore EU North',
          uri: 'https://eu-north.example',
        },
      ],
      deletes: [],
    });
    expect(saved.de).toEqual(saved.en);
  },
);

test(
  'Clients and Edit Client in German: same calls, and Save sends the same body',
  { tag: ['@de', '@clients', '@data-grid', '@edit-page'] },
  async ({ page, signInAs }) => {
    const saved: Partial<Record<string, unknown>> = {};
    await inEachLanguage(
      page,
      signInAs,
      'superUser',
      {
        en: {
          language: 'en',
          list: 'Clients',
          passwordGrant: 'Allow Password Grant',
          edit: 'Edit Client',
          remoteOrdering: 'Allow Remote Ordering Grants',
          redirectUris: 'Redirect URIs',
          counter: '(43/1024 characters)',
          notAbsolute: 'Redirect URIs: "/relative" is not an absolute URI',
        },
        de: {
          language: 'de',
          list: 'API-Clients',
          passwordGrant: 'Kennwortgewährung zulassen',
          edit: 'API-Client bearbeiten',
          remoteOrdering: 'Gewährungen für Remote-Bestellungen zulassen',
          redirectUris: 'Umleitungs-URIs',
          counter: '(43/1024 Zeichen)',
          notAbsolute: 'Umleitungs-URIs: „/relative“ ist keine absolute URI',
        },
      },
      async (words) => {
        await openClients(page);
        await expect(page.getByRole('heading', { name: words.list })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: new RegExp(`^${words.passwordGrant}`) })).toBeVisible();

        await openEditClient(page, 'pos-backoffice');
        await expect(page.getByRole('heading', { name: words.edit })).toBeVisible();
        const redirectUris = page.getByRole('textbox', { name: words.redirectUris });
        await redirectUris.fill('https://a.example/cb /relative');
        await expect(page.getByText(words.notAbsolute)).toBeVisible();
        await redirectUris.fill('https://a.example/cb myapp://callback/x/y/z');
        await expect(page.getByText(words.counter, { exact: false })).toBeVisible();
        await page.getByRole('switch', { name: words.remoteOrdering }).click();
        saved[words.language] = await bodyOf(page, '/api/client/batch', () =>
          page.getByRole('button', { name: SAVE }).click(),
        );
        await expect(page).toHaveURL('/admin/clients');
      },
    );
    expect(saved.en).toMatchObject({
      changes: [
        {
          clientID: 'pos-backoffice',
          allowRemoteOrderingGrant: true,
          redirectUris: ['https://a.example/cb', 'myapp://callback/x/y/z'],
        },
      ],
      deletes: [],
    });
    expect(saved.de).toEqual(saved.en);
  },
);

test.describe('on the fixed clock', { tag: ['@de', '@system-health', '@tree'] }, () => {
  // The states' ages count from NOW; these pages keep their fixed clock apart from the other tests' pages.
  test.use({ pageGroup: 'versions-fixed-clock' });

  test('System Health in German: same calls', async ({ page, signInAs }) => {
    await page.clock.setFixedTime(NOW);
    await inEachLanguage(
      page,
      signInAs,
      'orgAdmin',
      {
        en: {
          heading: 'System Health',
          tree: 'Organisation, outlets and terminals',
          till: 'Till 1 Terminal 1 app',
          states: 'Application states',
          columns: ['Name', 'Version', 'Type', 'Device', 'Location', 'OS region/culture', 'Updated', 'Details'],
          devices: '1 device',
          none: 'No application has reported its state here in the last 14 days.',
        },
        de: {
          heading: 'Systemzustand',
          tree: 'Organisation, Verkaufsstellen und Terminals',
          till: 'Till 1 Terminal 1 App',
          states: 'Anwendungszustände',
          columns: [
            'Name',
            'Version',
            'Typ',
            'Gerät',
            'Standort',
            'Betriebssystem-Region/-Kultur',
            'Aktualisiert',
            'Details',
          ],
          devices: '1 Gerät',
          none: 'In den letzten 14 Tagen hat hier keine Anwendung ihren Zustand gemeldet.',
        },
      },
      async (words) => {
        await open(page, `${org}/systemhealth`);
        await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
        const tree = page.getByRole('tree', { name: words.tree });
        await tree.getByRole('treeitem', { name: words.till, exact: true }).click();
        const widget = page.getByRole('region', { name: words.states });
        await expect(widget.getByText(words.devices, { exact: true })).toBeVisible();
        await expect(widget.getByRole('table').first().getByRole('columnheader')).toHaveText(words.columns);
        await treeItem(page, 'Till 2').click();
        await expect(widget).toContainText(words.none);
      },
    );
  });
});

test(
  'Entity Lookup in German: same calls, type labels and the empty state in German',
  { tag: ['@de', '@entity-lookup'] },
  async ({ page, signInAs }) => {
    await page.route(
      (url) => url.pathname === '/api/EntityLookup/filterunscoped' && url.searchParams.get('filter') === 'nothing-here',
      (route) => route.fulfill({ json: [] }),
    );
    await inEachLanguage(
      page,
      signInAs,
      'superUser',
      {
        en: {
          heading: 'Entity Lookup',
          box: 'Entity id',
          placeholder: 'Enter an outlet/account/device/other id',
          search: 'Search',
          outlet: 'Outlet',
          posCore: 'POSCore Instance',
          empty: 'No matches',
        },
        de: {
          heading: 'Objektsuche',
          box: 'Objekt-ID',
          placeholder:
            'Geben Sie die ID einer Verkaufsstelle, eines Kontos, eines Geräts oder eines anderen Datensatzes ein',
          search: 'Suchen',
          outlet: 'Verkaufsstelle',
          posCore: 'POS-Core-Instanz',
          empty: 'Keine Treffer',
        },
      },
      async (words) => {
        await open(page, '/admin/entitylookup');
        await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
        const box = page.getByRole('textbox', { name: words.box });
        await expect(box).toHaveAttribute('placeholder', words.placeholder);
        await box.fill('60000000-0000-4000-8000-000000000002');
        await page.getByRole('button', { name: words.search, exact: true }).click();
        const outlet = page.getByRole('listitem', { name: `${words.outlet} Quayside Fish Bar` });
        await expect(outlet.getByRole('link', { name: words.outlet, exact: true })).toHaveAttribute(
          'href',
          `/organisation/${estate.harbourFishBarId}`,
        );
        await expect(page.getByRole('listitem', { name: `${words.posCore} POSCore EU West` })).toBeVisible();
        await box.fill('nothing-here');
        await box.press('Enter');
        await expect(page.getByText(words.empty, { exact: true })).toBeVisible();
      },
    );
  },
);
