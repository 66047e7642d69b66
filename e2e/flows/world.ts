import type { Page, TestInfo } from '@playwright/test';
import { expect, type Persona } from '../support/fixtures';

/**
 * Helpers of the flows on the world (project `flows`, playwright.config.ts). The world is one for the whole run and
 * the workers share it, so each test works on records of its own: names and addresses carry `uniqueTag`, and a test
 * never changes a record another test reads (the estate's personas, Harbour Fish Bar's own records).
 */
export const harbourFishBar = '10000000-0000-4000-8000-000000000005';
export const harbourGroup = '10000000-0000-4000-8000-000000000004';

/**
 * A short tag unique to this test in this run (worker, retry and time), for names and email addresses. It starts
 * with a letter: the router reads a search value that looks like a number ("20622e7") as that number.
 */
export function uniqueTag(testInfo: TestInfo): string {
  return `t${testInfo.workerIndex}${testInfo.retry}${Date.now().toString(36).slice(-5)}`;
}

/** Opens `path` as `persona` the way QA does (`?mockPersona=`, kept for the tab), with a real page load. */
export async function openAs(page: Page, persona: Persona, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mockPersona=${persona}`);
}

interface Mail {
  to: string;
  subject: string;
  link: string;
}

/** The link of the newest mail the world sent to `to` (GET /__world/outbox). */
export async function mailedLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/__world/outbox')).json()) as Mail[];
        link = mails.find((mail) => mail.to === to)?.link ?? '';
        return link;
      },
      { message: `a mail to ${to} in the world's outbox` },
    )
    .not.toBe('');
  return link;
}

/**
 * A call to the world as the console makes it (through the preview's proxy and Prism, as `persona`), for what a flow
 * needs before its first screen: a user of its own, say.
 */
export async function worldCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  persona: Persona = 'superUser',
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-Mock-Persona': persona,
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A user of the world made for this test (Users grid's batch call), with a password the flow knows. */
export async function newUser(
  page: Page,
  tag: string,
  fullName: string,
): Promise<{ userID: string; email: string; fullName: string }> {
  const email = `flow.${tag}@example.com`;
  const saved = await worldCall<{ changes: { userID: string }[] }>(page, 'POST', '/api/user/batch', {
    changes: [
      { shortName: fullName.split(' ')[0], fullName, email, locale: 'en-GB', defaultCurrencyCode: 'GBP', scopes: [] },
    ],
    deletes: [],
  });
  return { userID: saved.changes[0]?.userID ?? '', email, fullName };
}

/** An organisation of the world made for this test (the tree's batch call), active and not initialised. */
export async function newOrganisation(page: Page, code: string, name: string, parent = harbourGroup): Promise<string> {
  const saved = await worldCall<{ changes: { organisationID: string }[] }>(page, 'POST', '/api/organisation/batch', {
    changes: [
      {
        organisationCode: code,
        name,
        organisationType: 1,
        parentOrganisationID: parent,
        active: true,
        initialised: false,
      },
    ],
    deletes: [],
  });
  return saved.changes[0]?.organisationID ?? '';
}
