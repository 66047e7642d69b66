import { openOrganisationProfile, profileNameField, saveOrganisationProfile } from './areas/organisation-profile';
import { test, expect, estate, waitForCall } from './support/fixtures';

const org = `/organisation/${estate.harbourFishBarId}`;
const api = `/api/organisation/${estate.harbourFishBarId}`;

test.describe('Edit Organisation Profile', { tag: ['@organisation-profile', '@edit-page', '@form-fields'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the name; Done only until it changes; Done returns two levels up', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/profile`);
    await openOrganisationProfile(page);
    await load;
    await expect(page.getByRole('heading', { name: 'Edit Organisation Profile' })).toBeVisible();
    const name = profileNameField(page);
    await expect(name).toHaveValue('Harbour Fish Bar');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(org);
  });

  test('Save posts the full profile and returns to the summary', async ({ page }) => {
    await openOrganisationProfile(page);
    await profileNameField(page).fill('Harbour Fish & Chips');
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    expect((await saveOrganisationProfile(page)).postDataJSON()).toEqual({
      organisationID: estate.harbourFishBarId,
      name: 'Harbour Fish & Chips',
    });
    await expect(page).toHaveURL(org);
  });

  test('the name is required and limited to 32 characters', async ({ page }) => {
    await openOrganisationProfile(page);
    const name = profileNameField(page);
    await name.fill('x'.repeat(33));
    await expect(page.getByText('Name must be at most 32 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('a failed save stays with the message and keeps the text; Cancel returns', async ({ page, forceAnswer }) => {
    await forceAnswer('POST', `${api}/profile`, 'code=400, example=BadRequest');
    await openOrganisationProfile(page);
    await profileNameField(page).fill('Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Bad Request.');
    await expect(page).toHaveURL(`${org}/profile`);
    await expect(profileNameField(page)).toHaveValue('Renamed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(org);
  });
});
