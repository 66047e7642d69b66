import { test, expect } from '../support/fixtures';
import { newOrganisation, openAs, uniqueTag, worldCall } from './world';

// The command palette's searches of organisations and users on the world, which answers them as a server does:
// SPEC 7's filtered organisation tree and the contract's optional user search.
test.describe.configure({ timeout: 90_000 });

test(
  'a super user finds an organisation made just now by its code and its name, and its Initialise Organisation (it is not initialised)',
  { tag: ['@shell'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toUpperCase();
    const code = `PAL${tag}`;
    const name = `Palette Diner ${tag}`;
    const id = await newOrganisation(page, code, name);

    await openAs(page, 'superUser', '/admin');
    const button = page.getByRole('button', { name: /^Jump to/ });
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('textbox', { name: 'Search' });
    const initialise = dialog.getByRole('button', { name: /^Initialise Organisation/ });

    await box.fill(code.toLowerCase());
    await expect(dialog.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(initialise).toHaveCount(0);
    await box.fill(`initialise ${code}`);
    await expect(initialise).toHaveCount(1);
    await expect(initialise).toContainText(name);
    await box.fill(`initialise ${tag}-none`);
    await expect(dialog).toContainText('Nothing found');
    await box.fill(`init ${name}`);
    await expect(initialise).toContainText(name);
    await box.press('Enter');
    await expect(page).toHaveURL(`/organisation/${id}/initialise`);
  },
);

test(
  'a super user finds a user made just now by name and by email',
  { tag: ['@shell'] },
  async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const saved = await worldCall<{ changes: { userID: string }[] }>(page, 'POST', '/api/user/batch', {
      changes: [
        {
          shortName: `Pal${tag}`,
          fullName: `Palette Person ${tag}`,
          email: `palette.${tag}@example.com`,
          locale: 'en-GB',
          defaultCurrencyCode: 'GBP',
          scopes: [],
        },
      ],
      deletes: [],
    });
    const id = saved.changes[0]?.userID ?? '';

    await openAs(page, 'superUser', '/admin');
    const button = page.getByRole('button', { name: /^Jump to/ });
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('textbox', { name: 'Search' });
    const person = dialog.getByRole('button', { name: new RegExp(`^Palette Person ${tag}`) });
    await box.fill(`person ${tag}`);
    await expect(person).toBeVisible();
    await box.fill(`palette.${tag}@example`);
    await expect(person).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(`/admin/users/edit/${id}`);
  },
);
