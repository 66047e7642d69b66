import type { Page, Request } from '@playwright/test';
import { invitePath } from './areas/access';
import { answerBatchesAsSaved, usersPath } from './areas/users';
import { readsOnceWritesAsSent } from './support/calls';
import { test, expect, open, estate } from './support/fixtures';
import { sameCallsInEnglishAndGerman, type SpecLanguage } from './support/languages';
import { settled, trackRequests } from './support/settle';

/**
 * Many at once in German: Import Users through its steps and Invite User's list read German, and send the same calls
 * and bodies as in English (the mock answers both alike).
 */
// Each visit a browser of its own: a language chosen in the menu must not reach the next test's page.
test.use({ freshPage: true });

const domain = 'harbourfishbar.example';

/** The API calls of the page ("METHOD /path", as sent) and the bodies it posts. */
function recordSent(page: Page): { calls: string[]; bodies: unknown[] } {
  const sent = { calls: [] as string[], bodies: [] as unknown[] };
  page.on('request', (request: Request) => {
    if (request.headers()['x-requested-with'] !== 'XMLHttpRequest') return;
    sent.calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    if (request.method() === 'POST') sent.bodies.push(request.postDataJSON());
  });
  return sent;
}

const IMPORT_WORDS = {
  en: {
    heading: 'Import Users',
    column: 'Column "Email"',
    next: 'Next',
    summary: '2 rows · 0 with problems · 0 of existing users',
    start: 'Import Users',
    confirm: 'Import users?',
    created: '2 users will be created.',
    saved: '2 rows saved.',
  },
  de: {
    heading: 'Benutzer importieren',
    column: 'Spalte „Email“',
    next: 'Weiter',
    summary: '2 Zeilen · 0 mit Problemen · 0 vorhandener Benutzer',
    start: 'Benutzer importieren',
    confirm: 'Benutzer importieren?',
    created: '2 Benutzer werden erstellt.',
    saved: '2 Zeilen gespeichert.',
  },
} as const satisfies Record<SpecLanguage, Record<string, string>>;

test(
  'Import Users reads German through its steps, and sends the same batch as in English',
  { tag: ['@de', '@users', '@dialogs'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const csv = `Display Name,Email\nAnn,ann.import@${domain}\nBea,bea.import@${domain}\n`;
    const german = await sameCallsInEnglishAndGerman(signInAs, 'superUser', async (language) => {
      const words = IMPORT_WORDS[language];
      const sent = recordSent(page);
      await answerBatchesAsSaved(page);
      await open(page, `${usersPath}/import`);
      await expect(page.getByRole('heading', { name: words.heading, exact: true })).toBeVisible();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(page.getByLabel(words.column)).toHaveValue('email');
      await page.getByRole('button', { name: words.next }).click();
      await expect(page.getByText(words.summary)).toBeVisible();
      await page.getByRole('button', { name: words.start }).click();
      const confirm = page.getByRole('dialog', { name: words.confirm });
      await expect(confirm).toContainText(words.created);
      await confirm.getByRole('button', { name: words.start }).click();
      await expect(page.getByText(words.saved)).toBeVisible();
      await settled(page);
      return { calls: readsOnceWritesAsSent(sent.calls), bodies: [...sent.bodies] };
    });
    expect(german.bodies).toEqual([
      {
        changes: [
          expect.objectContaining({ shortName: 'Ann', email: `ann.import@${domain}` }),
          expect.objectContaining({ shortName: 'Bea', email: `bea.import@${domain}` }),
        ],
        deletes: [],
      },
    ]);
  },
);

const INVITE_WORDS = {
  en: {
    mode: 'A list',
    emails: 'Email addresses',
    add: 'Add to list',
    list: 'Addresses to invite',
    ready: 'Ready',
    invalid: 'Not a valid email address',
    member: 'Already a member',
    send: 'Send 1 invitation',
    done: 'Done: 1 sent, 0 not sent, 0 without an answer.',
    sent: 'Sent',
  },
  de: {
    mode: 'Eine Liste',
    emails: 'E-Mail-Adressen',
    add: 'Zur Liste hinzufügen',
    list: 'Einzuladende Adressen',
    ready: 'Bereit',
    invalid: 'Keine gültige E-Mail-Adresse',
    member: 'Bereits Mitglied',
    send: '1 Einladung senden',
    done: 'Fertig: 1 gesendet, 0 nicht gesendet, 0 ohne Antwort.',
    sent: 'Gesendet',
  },
} as const satisfies Record<SpecLanguage, Record<string, string>>;

test(
  "Invite User's list reads German, and sends the same invitation as in English",
  { tag: ['@de', '@access'] },
  async ({ page, signInAs }) => {
    trackRequests(page);
    const german = await sameCallsInEnglishAndGerman(signInAs, 'orgAdmin', async (language) => {
      const words = INVITE_WORDS[language];
      const sent = recordSent(page);
      await open(page, invitePath(estate.harbourFishBarId));
      await page.getByRole('button', { name: words.mode, exact: true }).click();
      await page.getByRole('textbox', { name: words.emails }).fill(`kim@${domain} not-an-address uma@${domain}`);
      await page.getByRole('button', { name: words.add }).click();
      const entry = (text: string) =>
        page
          .getByRole('list', { name: words.list })
          .getByRole('listitem')
          .filter({ has: page.getByText(text, { exact: true }) });
      await expect(entry(`kim@${domain}`)).toContainText(words.ready);
      await expect(entry('not-an-address')).toContainText(words.invalid);
      await expect(entry(`uma@${domain}`)).toContainText(words.member);
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.locator('#main-content [role="status"][aria-live="polite"]')).toHaveText(words.done);
      await expect(entry(`kim@${domain}`)).toContainText(words.sent);
      await settled(page);
      return { calls: readsOnceWritesAsSent(sent.calls), bodies: [...sent.bodies] };
    });
    expect(german.bodies).toEqual([
      { email: `kim@${domain}`, isOrgAdmin: false, permissionGroupIDs: [], rootNodes: [], teamMembershipIDs: [] },
    ]);
  },
);
