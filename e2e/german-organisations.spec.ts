import type { Page } from '@playwright/test';
import { acceptInvitationPath } from './areas/invitation-acceptance';
import { profileNameField } from './areas/organisation-profile';
import { openOrganisations } from './areas/organisations';
import { displayNameField, fullNameField } from './areas/users';
import { readsOnceWritesAsSent } from './support/calls';
import { test, expect, open, estate, waitForCall, type Persona, type SignInOptions } from './support/fixtures';
import { rowWithText, treeRow } from './support/grid';
import { sameCallsInEnglishAndGerman, type SpecLanguage } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { recordCalls } from './support/versions';

/**
 * The organisations, an organisation's access, invitations, profile and summary, and the invitation pages, in German:
 * each visit is made in English and in German, the German texts show, and the API calls (and a save's body) are the
 * same in both languages.
 */

const orgId = estate.harbourFishBarId;
const org = `/organisation/${orgId}`;
const api = `/api/organisation/${orgId}`;
const unknownLink = '50000000-0000-4000-8000-0000000000ff';
const TEMPLATE = 'Standard Restaurant Template (TPLREST)';

/** Runs a visit, waits for it to settle and returns its API calls (`readsOnceWritesAsSent`). */
async function callsOf(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const calls = recordCalls(page);
  await visit();
  await settled(page);
  return readsOnceWritesAsSent(calls);
}

/** The same visit as `persona` in English, then in German; expects the same calls of both and returns them. */
function inBothLanguages(
  page: Page,
  signInAs: (persona: Persona, options: SignInOptions) => Promise<void>,
  persona: 'superUser' | 'orgAdmin',
  visit: (language: SpecLanguage) => Promise<void>,
): Promise<string[]> {
  trackRequests(page);
  return sameCallsInEnglishAndGerman(signInAs, persona, (language) => callsOf(page, () => visit(language)));
}

test.describe.configure({ timeout: 60_000 });

test(
  'Organisations: the tree and the form in German, with the same calls as in English',
  { tag: ['@de', '@organisations', '@tree', '@form-fields'] },
  async ({ page, signInAs }) => {
    const words = {
      en: { title: 'Organisations', create: 'Create new organisation', active: 'Active', code: 'Organisation Code' },
      de: {
        title: 'Organisationen',
        create: 'Neue Organisation erstellen',
        active: 'Aktiv',
        code: 'Organisationscode',
      },
    };
    const german = await inBothLanguages(page, signInAs, 'superUser', async (language) => {
      const w = words[language];
      await openOrganisations(page);
      await expect(page.getByRole('heading', { name: w.title, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: w.create })).toBeVisible();
      await expect(treeRow(page, 'Kappa POS Platform (ROOT)').getByRole('img', { name: w.active })).toBeVisible();
      await treeRow(page, TEMPLATE).getByText('Standard Restaurant Template', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: w.code })).toHaveValue('TPLREST');
    });
    await expect(page.getByPlaceholder('Name/Code/Kapow filtern')).toBeVisible();
    await expect(page.getByRole('tree', { name: 'Organisationen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Organisation bearbeiten' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Organisationstyp' })).toHaveValue('Öffentliche Vorlage');
    await expect(page.getByRole('combobox', { name: 'Übergeordnete Organisation' })).toHaveValue('Kappa POS Platform');
    await expect(page.getByRole('switch', { name: 'Initialisiert' })).toBeChecked();
    const row = treeRow(page, TEMPLATE);
    await expect(row.getByRole('link', { name: 'Konfigurieren' })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Einladen' })).toBeVisible();

    expect(german.length).toBeGreaterThan(0);
  },
);

test(
  "An organisation's access, a link and pending invitations in German, with the same calls",
  { tag: ['@de', '@access', '@data-grid', '@edit-page'] },
  async ({ page, signInAs }) => {
    const words = {
      en: { access: 'Organisation Access', type: 'Type', edit: 'Edit Access', pending: 'Pending Invitations' },
      de: {
        access: 'Organisationszugriff',
        type: 'Typ',
        edit: 'Zugriff bearbeiten',
        pending: 'Ausstehende Einladungen',
      },
    };
    const german = await inBothLanguages(page, signInAs, 'orgAdmin', async (language) => {
      const w = words[language];
      await open(page, `${org}/links`);
      await expect(page.getByRole('heading', { name: w.access, level: 2 })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: w.type })).toBeVisible();
      await expect(rowWithText(page, 'Oliver Owens')).toBeVisible();
      await open(page, `${org}/links/edit/50000000-0000-4000-8000-000000000002`);
      await expect(page.getByRole('heading', { name: w.edit, level: 2 })).toBeVisible();
      await open(page, `${org}/pendinginvites`);
      await expect(page.getByRole('heading', { name: w.pending, level: 2 })).toBeVisible();
      await expect(rowWithText(page, 'new.starter@harbourfishbar.example')).toBeVisible();
    });
    // Pending Invitations, as the German visit left it.
    for (const header of ['E-Mail', 'Ablaufdatum (UTC)', 'Absender', 'Organisationsadministrator']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Benutzer einladen' })).toHaveAttribute('href', `${org}/invite`);
    expect(german.length).toBeGreaterThan(0);

    await open(page, `${org}/links`);
    for (const header of ['Typ', 'Name', 'Administrator', 'E-Mail']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(rowWithText(page, 'Oliver Owens')).toContainText('Benutzer');
    await expect(rowWithText(page, 'Bar Staff')).toContainText('Team');

    await open(page, `${org}/links/edit/50000000-0000-4000-8000-000000000002`);
    await expect(page.getByRole('radiogroup', { name: 'Zugriff für' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Benutzer' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Organisationsadministrator' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Berechtigungsgruppen' })).toBeVisible();
    await expect(page.getByText('Schränken Sie diesen Zugriff auf')).toBeVisible();

    await open(page, `${org}/links/edit/${unknownLink}`);
    await expect(page.getByRole('alert')).toContainText(
      'Beim Laden dieses Organisationszugriffs ist ein Fehler aufgetreten. Bitte aktualisieren Sie die Seite in Ihrem Browser.',
    );
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
);

test(
  'Invite User in German: its checks in German, the same invitation sent as in English',
  { tag: ['@de', '@access', '@form-fields', '@site-node-picker'] },
  async ({ page, signInAs }) => {
    const words = {
      en: {
        title: 'Invite User',
        email: 'Email',
        admin: 'Organisation Administrator',
        groups: 'Permission groups',
        send: 'Send',
      },
      de: {
        title: 'Benutzer einladen',
        email: 'E-Mail',
        admin: 'Organisationsadministrator',
        groups: 'Berechtigungsgruppen',
        send: 'Senden',
      },
    };
    const bodies: unknown[] = [];
    await inBothLanguages(page, signInAs, 'orgAdmin', async (language) => {
      const w = words[language];
      await open(page, `${org}/invite`);
      await expect(page.getByRole('heading', { name: w.title, level: 2 })).toBeVisible();
      const email = page.getByRole('textbox', { name: w.email });
      if (language === 'de') {
        await expect(email).toHaveAttribute('placeholder', 'name@beispiel.de');
        await email.fill('new.starter@');
        await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
        await email.fill('');
        await expect(page.getByText('E-Mail ist erforderlich')).toBeVisible();
        await expect(page.getByRole('button', { name: w.send })).toBeDisabled();
        await expect(page.getByRole('group', { name: 'Teams' })).toContainText('Bar Staff');
      }
      await email.fill('  new.starter@harbourfishbar.example ');
      await page.getByRole('checkbox', { name: w.admin }).check();
      await page.getByRole('group', { name: w.groups }).getByRole('checkbox', { name: 'Config Editors' }).check();
      const call = waitForCall(page, 'POST', `${api}/sendinvite`);
      await page.getByRole('button', { name: w.send }).click();
      bodies.push((await call).postDataJSON());
      await expect(page).toHaveURL(`${org}/pendinginvites`);
    });
    await expect(page.getByText('Eine Einladung wurde an new.starter@harbourfishbar.example gesendet.')).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toEqual({
      email: 'new.starter@harbourfishbar.example',
      isOrgAdmin: true,
      permissionGroupIDs: ['40000000-0000-4000-8000-000000000003'],
      rootNodes: [],
      teamMembershipIDs: [],
    });
  },
);

test(
  'Organisation Summary and Profile in German: the same calls, the same profile saved',
  { tag: ['@de', '@organisation-summary', '@organisation-profile', '@summary-card', '@edit-page'] },
  async ({ page, signInAs }) => {
    const words = {
      en: {
        summary: 'Organisation Summary',
        profile: 'Organisation Profile',
        edit: 'Edit Organisation Profile',
        save: 'Save',
      },
      de: {
        summary: 'Organisationsübersicht',
        profile: 'Organisationsprofil',
        edit: 'Organisationsprofil bearbeiten',
        save: 'Speichern',
      },
    };
    const bodies: unknown[] = [];
    await inBothLanguages(page, signInAs, 'orgAdmin', async (language) => {
      const w = words[language];
      await open(page, org);
      await expect(page.getByRole('heading', { name: w.summary, level: 2 })).toBeVisible();
      if (language === 'de') {
        for (const card of ['Teams', 'Zugriff', 'Dienstkonten', 'Versionen', 'Berechtigungsgruppen']) {
          await expect(page.getByRole('region', { name: card })).toBeVisible();
        }
        await expect(page.getByRole('region', { name: 'Teams' })).toContainText('3 Mitglieder');
        await expect(page.getByRole('region', { name: 'Berechtigungsgruppen' })).toContainText(
          '3 Berechtigungsgruppen legen fest, was Benutzer tun dürfen.',
        );
        const access = page.getByRole('region', { name: 'Zugriff' });
        await expect(access.getByRole('link', { name: 'Organisationszugriff' })).toHaveAttribute(
          'href',
          `${org}/links`,
        );
        await expect(access.getByRole('link', { name: 'Benutzer einladen' })).toHaveAttribute('href', `${org}/invite`);
        await expect(
          page.getByRole('region', { name: 'Versionen' }).getByRole('link', { name: 'Systemzustand' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
      }
      await page.getByRole('link', { name: w.profile }).click();
      await expect(page.getByRole('heading', { name: w.edit, level: 2 })).toBeVisible();
      const name = profileNameField(page);
      await expect(name).toHaveValue('Harbour Fish Bar');
      if (language === 'de') {
        await expect(name).toHaveAttribute('placeholder', 'Geben Sie den Namen dieser Organisation ein');
      }
      await name.fill('Harbour Fish & Chips');
      const call = waitForCall(page, 'POST', `${api}/profile`);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      bodies.push((await call).postDataJSON());
      await expect(page).toHaveURL(org);
    });
    await expect(page.getByText('Das Organisationsprofil wurde gespeichert.')).toBeVisible();
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toEqual({ organisationID: orgId, name: 'Harbour Fish & Chips' });
  },
);

test.describe(
  'the invitation pages, logged out in a German browser',
  { tag: ['@de', '@invitation-acceptance', '@public-card', '@form-fields'] },
  () => {
    // A browser of its own: the language chosen here must not reach the next test's page.
    test.use({ locale: 'de-DE', freshPage: true });

    const token = '7QmX2vLp9RkT4wZs';
    const email = 'new.starter@harbourfishbar.example';
    const acceptUrl = acceptInvitationPath(token, email);

    test('Accept Invitation reads German, with the same calls as in English', async ({ page, signInAs }) => {
      await signInAs('loggedOut');
      // The form's lists are asked for once it has rendered; Playwright may report those requests after the page
      // looks settled, so the calls are awaited, not read once.
      const calls = [
        'GET /Authentication/current',
        'GET /api/consentdocuments',
        'GET /api/currency',
        'GET /api/locale',
      ];
      const german = recordCalls(page);
      await open(page, acceptUrl);
      await expect(page.getByRole('heading', { name: 'Einladung annehmen' })).toBeVisible();
      await expect.poll(() => readsOnceWritesAsSent(german)).toEqual(calls);
      await expect(
        page.getByText('Erstellen Sie Ihr Konto, um der Organisation beizutreten, die Sie eingeladen hat.'),
      ).toBeVisible();
      await expect(
        page.getByRole('checkbox', { name: 'Ich stimme der Vereinbarung „Terms of Service“ zu (Version 3)' }),
      ).not.toBeChecked();
      await expect(page.getByRole('link', { name: '„Privacy Policy“ lesen' })).toBeVisible();
      await expect(displayNameField(page, 'de')).toHaveValue('');
      await expect(fullNameField(page, 'de')).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Annehmen' })).toBeDisabled();

      await open(page, '/invitations/approved');
      await expect(page.getByRole('heading', { name: 'Einladung bestätigt' })).toBeVisible();
      await expect(page.getByText('Willkommen, Ihre Einladung wurde bestätigt!')).toBeVisible();

      // A link whose email cannot be valid: refused without a call, in German.
      await open(page, `/invitations/validate/${token}/not-an-email`);
      await expect(page.getByRole('heading', { name: 'Einladung prüfen' })).toBeVisible();
      await expect(page.getByText('Die Einladung ist ungültig.')).toBeVisible();

      await page.evaluate(() => window.localStorage.setItem('console.language', 'en'));
      const english = recordCalls(page);
      await open(page, acceptUrl);
      await expect(page.getByRole('heading', { name: 'Accept Invitation' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'I accept the Terms of Service (version 3)' })).toBeVisible();
      await expect.poll(() => readsOnceWritesAsSent(english)).toEqual(calls);
    });
  },
);
