import type { Page } from '@playwright/test';
import { changePassword, fillChangePassword, openChangePassword } from './areas/account';
import { newSecretField, openEditClient, saveClient } from './areas/clients';
import { fillAcceptInvitation, validateInvitationPath } from './areas/invitation-acceptance';
import { fillNewPassword, validateResetPath } from './areas/password-reset';
import {
  editDeploymentServerPath,
  editIntegrationServerPath,
  editPosCoreInstancePath,
  instancesOffline,
  openEditIntegrationServer,
  saveIntegrationServer,
  secretField,
  serverNameField,
  signingKeyField,
  typeNewSecret,
  typeNewSigningKey,
  uriField,
} from './areas/servers';
import { newPasswordDialog, openEditServiceAccount, resetServiceAccountPassword } from './areas/service-accounts';
import { test, expect, open, estate, waitForCall } from './support/fixtures';
import { rowWith } from './support/grid';

/**
 * Security: no password, secret or generated password ever lands in localStorage, sessionStorage, a
 * cookie, a URL (every URL the page navigated to, including history entries pushed or replaced in the page, and
 * every request URL) or the console (every message with its arguments, and uncaught errors), after each password
 * and secret flow. The needles are the exact values typed, or the generated password of the mock's example
 * (openapi/paths/service-accounts.yaml, resetServiceAccountPassword).
 */

interface SecretsWatch {
  /**
   * Fails when any needle (raw or URL-encoded) is in storage, cookies, a URL or the console so far, or in
   * TanStack Query's query or mutation cache (a mutation's variables, data, error).
   */
  expectAbsent: (needles: readonly string[], when: string) => Promise<void>;
}

type RecordingWindow = Window & { __secretsCheckUrls?: string[] };

// The history recorder is an init script, which runs only when a document loads: each test loads its own page.
test.use({ freshPage: true });

/** What the e2e build exposes of its QueryClient (`window.__e2eQueryClient`, src/main.tsx), as read here. */
interface CacheEntryState {
  data?: unknown;
  error?: unknown;
  variables?: unknown;
  context?: unknown;
}
type CacheWindow = {
  __e2eQueryClient?: {
    getQueryCache(): { getAll(): Array<{ queryKey: unknown; state: CacheEntryState }> };
    getMutationCache(): { getAll(): Array<{ options: { mutationKey?: unknown }; state: CacheEntryState }> };
  };
};

/** The query and mutation caches as text (keys, data, errors, a mutation's variables); null without a QueryClient. */
function cachesText(page: Page): Promise<{ queries: string; mutations: string } | null> {
  return page.evaluate(() => {
    const client = (window as unknown as CacheWindow).__e2eQueryClient;
    if (!client) return null;
    const text = (value: unknown): string => {
      if (value instanceof Error) return `${value.name}: ${value.message} ${text({ ...value })}`;
      try {
        return JSON.stringify(value) ?? '';
      } catch {
        return String(value);
      }
    };
    const stateText = (state: CacheEntryState) =>
      [state.variables, state.data, state.error, state.context].map(text).join(' ');
    return {
      queries: client
        .getQueryCache()
        .getAll()
        .map((query) => `${text(query.queryKey)} ${stateText(query.state)}`)
        .join('\n'),
      mutations: client
        .getMutationCache()
        .getAll()
        .map((mutation) => `${text(mutation.options.mutationKey)} ${stateText(mutation.state)}`)
        .join('\n'),
    };
  });
}

/** Starts recording before the first navigation: call it before `page.goto`. */
async function watchSecrets(page: Page): Promise<SecretsWatch> {
  const navigated: string[] = [];
  const requested: string[] = [];
  const logged: Promise<string>[] = [];
  page.on('framenavigated', (frame) => navigated.push(frame.url()));
  page.on('request', (request) => requested.push(request.url()));
  page.on('pageerror', (error) => logged.push(Promise.resolve(`${error.message}\n${error.stack ?? ''}`)));
  page.on('console', (message) => {
    // The text, plus the arguments as values (an object logged with a password inside shows in neither alone).
    logged.push(
      Promise.all(
        message.args().map((arg) =>
          arg.jsonValue().then(
            (value: unknown) => JSON.stringify(value) ?? '',
            () => '',
          ),
        ),
      )
        .then((values) => `${message.type()}: ${message.text()} ${values.join(' ')}`)
        .catch(() => `${message.type()}: ${message.text()}`),
    );
  });
  // Every URL the document's history held: the loaded one and each pushState/replaceState/popstate.
  await page.addInitScript(() => {
    const recording = window as RecordingWindow;
    const urls: string[] = [window.location.href];
    recording.__secretsCheckUrls = urls;
    const push = history.pushState.bind(history);
    const replace = history.replaceState.bind(history);
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      push(data, unused, url);
      urls.push(window.location.href);
    };
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      replace(data, unused, url);
      urls.push(window.location.href);
    };
    window.addEventListener('popstate', () => urls.push(window.location.href));
    window.addEventListener('hashchange', () => urls.push(window.location.href));
  });

  return {
    async expectAbsent(needles, when) {
      const inPage = await page.evaluate(() => ({
        local: JSON.stringify({ ...window.localStorage }),
        session: JSON.stringify({ ...window.sessionStorage }),
        cookie: document.cookie,
        history: (window as RecordingWindow).__secretsCheckUrls ?? [],
      }));
      const cookies = JSON.stringify(await page.context().cookies());
      const places: Record<string, string> = {
        localStorage: inPage.local,
        sessionStorage: inPage.session,
        cookies: `${inPage.cookie}\n${cookies}`,
        'navigated URLs': [...navigated, page.url()].join('\n'),
        'history URLs': inPage.history.join('\n'),
        'request URLs': requested.join('\n'),
        console: (await Promise.all(logged)).join('\n'),
      };
      // Sanity: the recorders did record (a watch that saw nothing would pass vacuously).
      expect(navigated.length, 'navigations were recorded').toBeGreaterThan(0);
      expect(inPage.history.length, 'the history recorder ran').toBeGreaterThan(0);
      for (const needle of needles) {
        const forms = new Set([
          needle,
          encodeURIComponent(needle),
          new URLSearchParams({ s: needle }).toString().slice(2),
        ]);
        for (const [place, text] of Object.entries(places)) {
          for (const form of forms) {
            expect(text.includes(form), `${when}: the secret "${needle}" is in the ${place}`).toBe(false);
          }
        }
      }
      // The caches: a finished call's mutation may take a moment (its garbage collection timer) to go.
      expect(await cachesText(page), 'the e2e build exposes its QueryClient').not.toBeNull();
      await expect
        .poll(
          async () => {
            const caches = await cachesText(page);
            const found: string[] = [];
            for (const needle of needles) {
              if (caches?.queries.includes(needle)) found.push(`"${needle}" in the query cache`);
              if (caches?.mutations.includes(needle)) found.push(`"${needle}" in the mutation cache`);
            }
            return found;
          },
          { message: `${when}: no secret in TanStack Query's caches`, timeout: 3_000 },
        )
        .toEqual([]);
    },
  };
}

/**
 * No call in TanStack Query's MutationCache holds any needle (a save's variables, its answer or its error). For a
 * value the page has loaded (a record's JWT Signing Key), which its query holds as long as the page shows it.
 */
async function expectNoMutationWith(page: Page, needles: readonly string[], when: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const caches = await cachesText(page);
        expect(caches, 'the e2e build exposes its QueryClient').not.toBeNull();
        return needles.filter((needle) => caches?.mutations.includes(needle));
      },
      { message: `${when}: no secret in the MutationCache`, timeout: 3_000 },
    )
    .toEqual([]);
}

test.describe('change password (/changeprofilepassword)', { tag: ['@account', '@form-fields'] }, () => {
  const oldPassword = 'Harbour-Lights-2023';
  const newPassword = 'Quayside-Sunrise-2024';
  const needles = [oldPassword, newPassword];

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('user');
  });

  async function fill(page: Page) {
    await openChangePassword(page, '?redirect=%2Fprofile');
    await fillChangePassword(page, { oldPassword, newPassword });
  }

  test('a successful change', async ({ page }) => {
    const watch = await watchSecrets(page);
    await fill(page);
    await watch.expectAbsent(needles, 'typed');
    expect((await changePassword(page)).postDataJSON()).toMatchObject({ oldPassword, newPassword });
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    await watch.expectAbsent(needles, 'after the change');
  });

  test('a rejected change', async ({ page, forceAnswer }) => {
    await forceAnswer(
      'POST',
      '/api/user/batch/changepassword',
      'code=400, example=PasswordChange_OldPasswordIsIncorrect',
    );
    const watch = await watchSecrets(page);
    await fill(page);
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('alert')).toContainText('The specified old password does not match.');
    await watch.expectAbsent(needles, 'after the rejected change');
  });
});

test.describe(
  'invitation accept (/invitations/accept/...)',
  { tag: ['@invitation-acceptance', '@form-fields'] },
  () => {
    const token = '7QmX2vLp9RkT4wZs';
    const email = 'new.starter@harbourfishbar.example';
    const secret = 'Fish-and-Chips-42';

    test.beforeEach(async ({ signInAs }) => {
      await signInAs('loggedOut');
    });

    /** From the e-mailed validation link, which forwards a new user to the accept form. */
    async function fill(page: Page) {
      await open(page, validateInvitationPath(token, email));
      await expect(page).toHaveURL(`/invitations/accept/${token}/${encodeURIComponent(email)}`);
      await fillAcceptInvitation(page, secret);
    }

    test('a successful accept', async ({ page }) => {
      const watch = await watchSecrets(page);
      await fill(page);
      await watch.expectAbsent([secret], 'typed');
      const call = waitForCall(page, 'POST', '/invitations/accept');
      await page.getByRole('button', { name: 'Accept' }).click();
      expect((await call).postDataJSON()).toMatchObject({ userPassword: secret });
      await expect(page).toHaveURL('/invitations/approved');
      await expect(page.getByText('Welcome, your invitation has been approved!')).toBeVisible();
      await watch.expectAbsent([secret], 'after the accept');
    });

    test('a rejected accept', async ({ page, forceAnswer }) => {
      await forceAnswer('POST', '/invitations/accept', 'code=400, example=BadRequest_InvitationExpired');
      const watch = await watchSecrets(page);
      await fill(page);
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('alert')).toContainText('Invitation has expired.');
      await watch.expectAbsent([secret], 'after the rejected accept');
    });
  },
);

test.describe('password reset confirm (/resetpassword/confirm/...)', { tag: ['@password-reset'] }, () => {
  const token = 'R3set9TokN5kQ2wP';
  const email = 'uma@harbourfishbar.example';
  const secret = 'Quayside-Sunrise-2024';

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('loggedOut');
  });

  /** From the e-mailed reset link, which validates and forwards to the confirm form. */
  async function fill(page: Page) {
    await open(page, validateResetPath(token, email));
    await expect(page).toHaveURL(`/resetpassword/confirm/${token}/${encodeURIComponent(email)}`);
    await fillNewPassword(page, secret);
  }

  test('a successful reset', async ({ page }) => {
    const watch = await watchSecrets(page);
    await fill(page);
    await watch.expectAbsent([secret], 'typed');
    const call = waitForCall(page, 'POST', '/passwordreset/confirm');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect((await call).postDataJSON()).toMatchObject({ userPassword: secret });
    await expect(page).toHaveURL('/resetpassword/complete');
    await expect(page.getByText('You have successfully changed your password.')).toBeVisible();
    await watch.expectAbsent([secret], 'after the reset');
  });

  test('a rejected reset', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/passwordreset/confirm', 'code=400, example=BadRequest_PasswordTooCommon');
    const watch = await watchSecrets(page);
    await fill(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('alert')).toContainText('Specified password is too common and not secure enough.');
    await watch.expectAbsent([secret], 'after the rejected reset');
  });
});

test.describe('client secret (Admin > Clients > Edit Client)', { tag: ['@clients', '@form-fields'] }, () => {
  // The new secret of the contract's example (openapi/paths/clients.yaml, saveClients).
  const secret = 'rP7!vQ2#kW9zL4xE';

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  async function fill(page: Page) {
    await openEditClient(page, 'pos-backoffice');
    await newSecretField(page).fill(secret);
  }

  test('a saved new secret', async ({ page }) => {
    const watch = await watchSecrets(page);
    await fill(page);
    await watch.expectAbsent([secret], 'typed');
    expect((await saveClient(page)).postDataJSON()).toMatchObject({ changes: [{ newClientSecret: secret }] });
    await expect(page).toHaveURL('/admin/clients');
    await watch.expectAbsent([secret], 'after the save');
  });

  test('a rejected new secret', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/client/batch', 'code=400, example=BadRequest');
    const watch = await watchSecrets(page);
    await fill(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await watch.expectAbsent([secret], 'after the rejected save');
  });
});

test.describe('integration server secret (Admin > Integration Server > edit)', { tag: ['@servers'] }, () => {
  // The secret of the contract's example (openapi/paths/servers.yaml, saveIntegrationServerInstances).
  const secret = 'ros-Secret-8Jd2Qk5Wn7';
  const editUrl = editIntegrationServerPath('92000000-0000-4000-8000-000000000001');

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('superUser');
  });

  test('a saved secret on an existing server', async ({ page }) => {
    const watch = await watchSecrets(page);
    await open(page, editUrl);
    await typeNewSecret(page, secret);
    await watch.expectAbsent([secret], 'typed');
    expect((await saveIntegrationServer(page)).postDataJSON()).toMatchObject({ changes: [{ secret }] });
    await expect(page).toHaveURL('/admin/integrationserver');
    await watch.expectAbsent([secret], 'after the save');
  });

  test('a secret on a new server', async ({ page }) => {
    const watch = await watchSecrets(page);
    await openEditIntegrationServer(page, 'new');
    await serverNameField(page).fill('Partner Sandbox');
    await uriField(page).fill('https://partners-sandbox.kappapos.example');
    await secretField(page).fill(secret);
    expect((await saveIntegrationServer(page)).postDataJSON()).toMatchObject({ changes: [{ secret }] });
    await expect(page).toHaveURL('/admin/integrationserver');
    await watch.expectAbsent([secret], 'after the create');
  });

  test('a rejected secret', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', '/api/integrationServerInstance/batch', 'code=400, example=BadRequest');
    const watch = await watchSecrets(page);
    await open(page, editUrl);
    await typeNewSecret(page, secret);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await watch.expectAbsent([secret], 'after the rejected save');
  });
});

test.describe(
  'service account password (Organisation > Service Accounts > edit)',
  { tag: ['@service-accounts', '@copy-button'] },
  () => {
    // The generated password of the contract's example (openapi/paths/service-accounts.yaml).
    const generated = 'Tq7#vR2m!Lx9wKp4';
    const orgId = estate.harbourFishBarId;
    const resetPath = `/api/organisation/${orgId}/serviceaccounts/70000000-0000-4000-8000-000000000001/resetpassword`;

    test('the generated password: shown once, copied, closed', async ({ page, context, signInAs }) => {
      await signInAs('orgAdmin');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const watch = await watchSecrets(page);
      await openEditServiceAccount(page, '70000000-0000-4000-8000-000000000001', orgId);
      const call = waitForCall(page, 'POST', resetPath);
      await resetServiceAccountPassword(page);
      await call;
      const dialog = newPasswordDialog(page);
      await expect(dialog.getByRole('textbox', { name: 'New password' })).toHaveValue(generated);
      await watch.expectAbsent([generated], 'while shown');
      await dialog.getByRole('button', { name: 'Copy password' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      // Closing discards it: it is gone from the page too.
      expect(await page.content()).not.toContain(generated);
      expect(page.url()).not.toContain(encodeURIComponent(generated));
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      );
      expect(stored).not.toContain(generated);
      await watch.expectAbsent([generated], 'after the dialog closed');
    });
  },
);

test.describe(
  'JWT signing keys (POS Core instance, deployment server and integration server saves)',
  { tag: ['@servers', '@edit-page', '@form-fields', '@session-ended', '@data-grid'] },
  () => {
    // New keys typed on the edit pages (the contract's examples are the keys the records hold).
    const newKey = 'jwt-New-7Hq2Lw9Xc4Vb8Nm3';
    const posCoreEdit = editPosCoreInstancePath('90000000-0000-4000-8000-000000000002');
    const deploymentEdit = editDeploymentServerPath('91000000-0000-4000-8000-000000000001');
    const integrationEdit = editIntegrationServerPath('92000000-0000-4000-8000-000000000001');

    test.beforeEach(async ({ signInAs }) => {
      await signInAs('superUser');
    });

    const pages = [
      {
        name: 'POS Core instance',
        url: posCoreEdit,
        path: '/api/POSCoreInstance/batch',
        list: '/admin/poscoreinstances',
      },
      { name: 'deployment server', url: deploymentEdit, path: '/api/deploymentServerInstance/batch', list: '/admin' },
      {
        name: 'integration server',
        url: integrationEdit,
        path: '/api/integrationServerInstance/batch',
        list: '/admin/integrationserver',
      },
    ] as const;

    for (const { name, url, path, list } of pages) {
      test(`a new key saved on the ${name} page`, async ({ page }) => {
        await instancesOffline(page);
        const watch = await watchSecrets(page);
        await open(page, url);
        await typeNewSigningKey(page, newKey);
        await watch.expectAbsent([newKey], 'typed');
        const call = waitForCall(page, 'POST', path);
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await call).postDataJSON()).toMatchObject({ changes: [{ jwtSigningKey: newKey }] });
        await expect(page).toHaveURL(list);
        await watch.expectAbsent([newKey], 'after the save');
      });

      test(`a rejected new key on the ${name} page`, async ({ page, forceAnswer }) => {
        await forceAnswer('POST', path, 'code=400, example=BadRequest');
        await instancesOffline(page);
        const watch = await watchSecrets(page);
        await open(page, url);
        await typeNewSigningKey(page, newKey);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('alert')).toContainText('There was an error updating the record. Bad Request.');
        // The page keeps what was typed; the call that carried it is gone.
        await expect(signingKeyField(page)).toHaveValue(newKey);
        await watch.expectAbsent([newKey], 'after the rejected save');
      });
    }

    test('a save answered 401 (the session ended) keeps the new key on the page only, never in storage', async ({
      page,
      forceAnswer,
    }) => {
      await forceAnswer('POST', '/api/POSCoreInstance/batch', 'code=401');
      await instancesOffline(page);
      const watch = await watchSecrets(page);
      await open(page, posCoreEdit);
      await typeNewSigningKey(page, newKey);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
      await expect(signingKeyField(page)).toHaveValue(newKey);
      await watch.expectAbsent([newKey], 'with the session-ended dialog open');
    });

    // A server that does not follow the contract yet still answers each stored key in its list.
    const stillAnswered = 'stored-Key-5Rt8Wq2Zx6Cv1Bn9';
    const grids = [
      {
        name: 'POS Core Instances',
        url: '/admin/poscoreinstances',
        list: '/api/POSCoreInstance',
        row: 'POSCore UK South',
        answered: { posCoreInstanceID: '90000000-0000-4000-8000-000000000002', uri: 'http://127.0.0.1:4010' },
      },
      {
        name: 'Integration Server Instances',
        url: '/admin/integrationserver',
        list: '/api/integrationServerInstance',
        row: 'Harbour Remote Orders',
        answered: {
          integrationServerInstanceID: '92000000-0000-4000-8000-000000000001',
          integrationServerInstanceType: 1,
          uri: 'https://remote-orders.kappapos.example',
          testInstance: false,
          secret: stillAnswered,
        },
      },
    ] as const;

    for (const { name, url, list, row, answered } of grids) {
      test(`the ${name} grid: a key a server still answers never reaches the cache, the page or a save`, async ({
        page,
      }) => {
        await instancesOffline(page);
        await page.route(
          (address) => address.pathname === list,
          (route) => route.fulfill({ json: [{ ...answered, name: row, hasKey: true, jwtSigningKey: stillAnswered }] }),
        );
        const watch = await watchSecrets(page);
        const listed = page.waitForResponse((response) => new URL(response.url()).pathname === list);
        await open(page, url);
        expect(await (await listed).text()).toContain(stillAnswered);
        await serverNameField(rowWith(page, row)).fill(`${row} 2`);
        await watch.expectAbsent([stillAnswered], 'with the list shown');
        expect(await page.content()).not.toContain(stillAnswered);
        const call = waitForCall(page, 'POST', `${list}/batch`);
        await page.getByRole('button', { name: 'Save Changes' }).click();
        // The grid sends each changed record as loaded: without a key, which keeps the stored one.
        expect((await call).postDataJSON().changes[0]).not.toHaveProperty('jwtSigningKey');
        await expectNoMutationWith(page, [stillAnswered], 'after the save');
      });
    }
  },
);
