import type { Page } from '@playwright/test';
import { openRequestReset } from './areas/password-reset';
import { editPermissionGroupPath, levelOf, profileCheckbox } from './areas/permission-groups';
import { accountNameField, chooseAccountType, editServiceAccountPath } from './areas/service-accounts';
import { editTeamPath, memberRow, membersGrid, teamNameField } from './areas/teams';
import { test, expect, open, estate, records, resetLink, waitForCall, type Persona } from './support/fixtures';
import { rowWith } from './support/grid';
import type { SpecLanguage } from './support/languages';
import { settled, trackRequests } from './support/settle';
import { recordCalls } from './support/versions';

/**
 * The people screens in German (users, teams, permission groups, service accounts, password reset): the screens'
 * own texts read German, and the visit makes the same calls as in English, a save with the same body. The edit
 * page's Save comes from a shared block translated on its own, so it is found in either language.
 */
// Each test a browser of its own: a language chosen in the menu must not reach the next test's page.
test.use({ freshPage: true });

const org = `/organisation/${estate.harbourFishBarId}`;
const api = `/api/organisation/${estate.harbourFishBarId}`;
const barStaff = '30000000-0000-4000-8000-000000000002';
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save|Speichern)$/ });

/**
 * The distinct API calls made ("METHOD /path", sorted). Distinct: a record a save drops from the cache may be
 * fetched once more before the page has left for the list, as timing has it, in either language.
 */
const distinct = (calls: readonly string[]) => [...new Set(calls)].sort();

/** Visits `url` in the profile language `locale`, runs `steps`, and returns the distinct API calls made. */
async function visit(
  page: Page,
  signInAs: (persona: Persona, options?: { locale?: string | null }) => Promise<void>,
  { persona, locale, url }: { persona: Persona; locale: string; url: string },
  steps: () => Promise<void>,
): Promise<string[]> {
  await signInAs(persona, { locale });
  const calls = recordCalls(page);
  await open(page, url);
  await steps();
  await settled(page);
  return distinct(calls);
}

test(
  'the users grid reads German, with the same calls as in English',
  { tag: ['@de', '@users', '@data-grid'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const at = { persona: 'superUser', url: '/admin/users' } as const;
    const english = await visit(page, signInAs, { ...at, locale: 'en-GB' }, async () => {
      await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Short Name' })).toBeVisible();
      // The server's names of locales and currencies are English, kept on an English page.
      await expect(page.locator('tbody input[value="en-GB - English (United Kingdom)"]').first()).toBeVisible();
    });
    const german = await visit(page, signInAs, { ...at, locale: 'de-DE' }, async () => {
      await expect(page.getByRole('heading', { name: 'Benutzer', exact: true })).toBeVisible();
      for (const header of ['Kurzname', 'Vollständiger Name', 'E-Mail', 'Gebietsschema', 'Standardwährung']) {
        await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
      }
      // On a German page the browser names them in German.
      await expect(
        page.locator('tbody input[value="en-GB - Englisch (Vereinigtes Königreich)"]').first(),
      ).toBeVisible();
      await expect(page.locator('tbody input[value="GBP - Britisches Pfund"]').first()).toBeVisible();
    });
    expect(german.length).toBeGreaterThan(0);
    expect(german).toEqual(english);
  },
);

test(
  'Edit Team and its members read German; renaming sends the same body',
  { tag: ['@de', '@teams', '@edit-page', '@data-grid'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const at = { persona: 'orgAdmin', url: editTeamPath(barStaff) } as const;
    const rename = async () => {
      await teamNameField(page).fill('Bar Team');
      const call = waitForCall(page, 'POST', `${api}/team/batch`);
      await saveButton(page).click();
      const body: unknown = (await call).postDataJSON();
      await expect(page).toHaveURL(`${org}/teams`);
      return body;
    };
    let englishBody: unknown;
    const english = await visit(page, signInAs, { ...at, locale: 'en-GB' }, async () => {
      await expect(page.getByRole('textbox', { name: 'Team ID' })).toHaveValue(barStaff);
      englishBody = await rename();
    });
    let germanBody: unknown;
    const german = await visit(page, signInAs, { ...at, locale: 'de-DE' }, async () => {
      await expect(page.getByRole('heading', { name: 'Team bearbeiten' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Team-ID' })).toHaveValue(barStaff);
      await expect(teamNameField(page)).toHaveAttribute(
        'placeholder',
        'Geben Sie einen aussagekräftigen Namen für dieses Team ein',
      );
      const members = membersGrid(page, 'de');
      await expect(members.getByRole('heading', { name: 'Mitglieder' })).toBeVisible();
      await expect(members.getByRole('columnheader', { name: 'Benutzer-ID' })).toBeVisible();
      await expect(members.getByRole('columnheader', { name: 'Benutzername' })).toBeVisible();
      await expect(members.getByRole('combobox', { name: 'Mitglied hinzufügen' })).toHaveAttribute(
        'placeholder',
        'Mitglied hinzufügen...',
      );
      await expect(memberRow(page, 'Sam Supervisor', 'de')).toBeVisible();
      germanBody = await rename();
      await expect(page.getByRole('heading', { name: 'Teams', exact: true })).toBeVisible();
    });
    expect(germanBody).toEqual(englishBody);
    expect(german).toEqual(english);
  },
);

test(
  'Edit Permission Group reads German with the permission names; a level change sends the same body',
  { tag: ['@de', '@permission-groups', '@edit-page', '@table'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const at = { persona: 'orgAdmin', url: editPermissionGroupPath(records.managersGroup) } as const;
    const levelChange = async (words: { advanced: string; levelOfTax: string; edit: string }) => {
      await page.getByRole('tab', { name: words.advanced }).click();
      await page.getByRole('radiogroup', { name: words.levelOfTax }).getByText(words.edit, { exact: true }).click();
      const call = waitForCall(page, 'POST', `${api}/userpermissiongroup/batch`);
      await saveButton(page).click();
      const body: unknown = (await call).postDataJSON();
      await expect(page).toHaveURL(`${org}/permissiongroups`);
      return body;
    };
    let englishBody: unknown;
    const english = await visit(page, signInAs, { ...at, locale: 'en-GB' }, async () => {
      await expect(profileCheckbox(page, 'Site Supervisor')).toBeChecked();
      englishBody = await levelChange({ advanced: 'Advanced', levelOfTax: 'Level of Tax', edit: 'Edit' });
    });
    let germanBody: unknown;
    const german = await visit(page, signInAs, { ...at, locale: 'de-DE' }, async () => {
      await expect(page.getByRole('heading', { name: 'Berechtigungsgruppe bearbeiten' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Standard-Berechtigungsgruppe' })).not.toBeChecked();
      const everyPermission = page.getByRole('group', { name: 'Alle Berechtigungen festlegen' });
      for (const button of ['Alle verweigern', 'Alle anzeigen', 'Alle bearbeiten', 'Vollzugriff']) {
        await expect(everyPermission.getByRole('button', { name: button })).toBeVisible();
      }
      await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
      await expect(profileCheckbox(page, 'Standortleitung')).toBeChecked();
      await expect(
        page.getByText('Anzeigen der gesamten Konfiguration; alle Aktionen für Veröffentlichen'),
      ).toBeVisible();
      await page.getByRole('tab', { name: 'Erweitert' }).click();
      await expect(page.getByRole('heading', { name: 'Konfiguration', exact: true })).toBeVisible();
      const configuration = page.getByRole('table', { name: 'Berechtigungen: Konfiguration' });
      await expect(configuration.getByRole('columnheader', { name: 'Berechtigung' })).toBeVisible();
      await expect(configuration.getByRole('columnheader', { name: 'Stufe' })).toBeVisible();
      await expect(configuration.getByText('Ein-/Auszahlungsarten', { exact: true })).toBeVisible();
      const publish = levelOf(page, 'Veröffentlichen', 'de');
      await expect(publish.getByRole('radio', { name: 'Alle' })).toBeChecked();
      await expect(levelOf(page, 'Steuern', 'de').getByRole('radio', { name: 'Anzeigen' })).toBeChecked();
      germanBody = await levelChange({ advanced: 'Erweitert', levelOfTax: 'Stufe für Steuern', edit: 'Bearbeiten' });
      await expect(page.getByRole('heading', { name: 'Benutzerberechtigungsgruppen' })).toBeVisible();
    });
    expect(germanBody).toEqual(englishBody);
    expect(german).toEqual(english);
  },
);

test(
  'Edit Service Account reads German, resets the password in German, and saves the same body',
  { tag: ['@de', '@service-accounts', '@edit-page', '@site-node-picker', '@copy-button'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const at = { persona: 'orgAdmin', url: editServiceAccountPath(records.quaysideAccount) } as const;
    const edit = async (language: SpecLanguage, words: { integrationServer: string; templates: string }) => {
      await accountNameField(page).fill('Quayside Integration');
      await chooseAccountType(page, words.integrationServer, language);
      await page.getByRole('checkbox', { name: words.templates }).check();
      const call = waitForCall(page, 'POST', `${api}/serviceaccounts/batch`);
      await saveButton(page).click();
      const body: unknown = (await call).postDataJSON();
      await expect(page).toHaveURL(`${org}/serviceaccounts`);
      return body;
    };
    let englishBody: unknown;
    const english = await visit(page, signInAs, { ...at, locale: 'en-GB' }, async () => {
      englishBody = await edit('en', {
        integrationServer: 'Integration Server',
        templates: 'Data extraction templates',
      });
    });
    let germanBody: unknown;
    const german = await visit(page, signInAs, { ...at, locale: 'de-DE' }, async () => {
      await expect(page.getByRole('heading', { name: 'Dienstkonto bearbeiten' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Dienstkonto-ID' })).toHaveValue(records.quaysideAccount);
      await expect(page.getByRole('combobox', { name: 'Typ' })).toHaveValue('POS-Server');
      await expect(page.getByText('Der Dienst, für den dieses Konto verwendet wird')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Standorteinschränkung' })).toBeVisible();

      const resetCall = waitForCall(page, 'POST', `${api}/serviceaccounts/${records.quaysideAccount}/resetpassword`);
      await page.getByRole('button', { name: 'Dienstkonto-Kennwort zurücksetzen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Dienstkonto-Kennwort zurücksetzen' });
      await expect(confirm).toContainText('Für dieses Dienstkonto wird ein neues Kennwort generiert.');
      await confirm.getByRole('button', { name: 'Kennwort zurücksetzen' }).click();
      expect((await resetCall).postData() ?? '').toBe('');
      const shown = page.getByRole('dialog', { name: 'Neues Kennwort des Dienstkontos' });
      await expect(shown.getByText('Wird nur einmal angezeigt')).toBeVisible();
      await expect(shown.getByRole('textbox', { name: 'Neues Kennwort' })).not.toHaveValue('');
      await shown.getByRole('button', { name: 'Schließen' }).click();
      await expect(shown).toHaveCount(0);

      germanBody = await edit('de', {
        integrationServer: 'Integrationsserver',
        templates: 'Datenextraktionsvorlagen',
      });
      await expect(page.getByRole('heading', { name: 'Dienstkonten' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Einschränkung' })).toBeVisible();
      await expect(rowWith(page, 'Nightly ATP Upload').getByRole('combobox', { name: 'Typ' })).toHaveValue(
        'ATP-Uploader',
      );
      await expect(rowWith(page, 'Nightly ATP Upload')).toContainText('Keine');
    });
    expect(germanBody).toEqual(englishBody);
    // The German visit also reset the password: the same calls besides that one.
    expect(german.filter((call) => !call.endsWith('/resetpassword'))).toEqual(english);
  },
);

test.describe('a German browser, logged out', { tag: ['@de', '@password-reset', '@public-card'] }, () => {
  test.use({ locale: 'de-DE' });

  test('the password reset request reads German and sends the same request as in English', async ({
    page,
    signInAs,
  }) => {
    trackRequests(page);
    await signInAs('loggedOut');
    const request = async (words: { email: string; send: string; sentTitle: string }) => {
      const calls = recordCalls(page);
      await openRequestReset(page);
      await page.getByRole('textbox', { name: words.email }).fill(resetLink.email);
      const call = waitForCall(page, 'POST', '/passwordreset/send');
      await page.getByRole('button', { name: words.send }).click();
      const body: unknown = (await call).postDataJSON();
      await expect(page.getByRole('heading', { name: words.sentTitle })).toBeVisible();
      await settled(page);
      return { body, calls: distinct(calls) };
    };

    await openRequestReset(page);
    await expect(page.getByRole('heading', { name: 'Kennwort zurücksetzen' })).toBeVisible();
    await expect(page.getByText('Geben Sie die E-Mail-Adresse Ihres Kontos ein.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abbrechen' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-Mail' });
    await expect(email).toBeVisible();
    await expect(page.getByRole('button', { name: 'Senden' })).toBeDisabled();
    const german = await request({ email: 'E-Mail', send: 'Senden', sentTitle: 'Zurücksetzen angefordert' });
    await expect(page.getByText('Ihre Anfrage zum Zurücksetzen des Kennworts wurde gesendet.')).toBeVisible();

    await page.getByRole('button', { name: 'Anmeldung erforderlich, Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // The switch shows at once; the next visit starts from the choice it remembered.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = await request({ email: 'Email', send: 'Send', sentTitle: 'Reset Requested' });

    expect(german.body).toEqual({ email: resetLink.email });
    expect(german.body).toEqual(english.body);
    expect(german.calls).toEqual(english.calls);
  });
});
