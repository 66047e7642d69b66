import type { Locator, Page, Request } from '@playwright/test';
import { estate, open, waitForCall } from '../support/fixtures';
import { region } from '../support/form';
import type { SpecLanguage } from '../support/languages';

/**
 * Steps on the Teams grid and Edit Team with its Members grid (src/features/teams) that more than one spec takes.
 * The organisation is Harbour Fish Bar unless one is given.
 */

export const teamsPath = (orgId: string = estate.harbourFishBarId) => `/organisation/${orgId}/teams`;
export const editTeamPath = (teamId: string, orgId: string = estate.harbourFishBarId) =>
  `${teamsPath(orgId)}/edit/${teamId}`;
const teamApi = (orgId: string) => `/api/organisation/${orgId}/team`;

/** Opens the Teams grid. */
export const openTeams = (page: Page, orgId?: string) => open(page, teamsPath(orgId));

/** Opens Edit Team of `teamId`. */
export const openEditTeam = (page: Page, teamId: string, orgId?: string) => open(page, editTeamPath(teamId, orgId));

/** The team's Name box: Edit Team's, or a grid row's (`scope`); "Name" in German too. */
export const teamNameField = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Name' });

/** Edit Team's Members grid. */
export const membersGrid = (page: Page, language: SpecLanguage = 'en') =>
  region(page, { en: 'Members', de: 'Mitglieder' }[language]);

/** A row of the Members grid by the text it shows (the member's name or id). */
export const memberRow = (page: Page, text: string, language: SpecLanguage = 'en') =>
  membersGrid(page, language).locator('tr').filter({ hasText: text });

/** Picks `name` in the Members grid's Add member: a pending row. */
export async function addMember(page: Page, name: string): Promise<void> {
  await membersGrid(page).getByRole('combobox', { name: 'Add member' }).click();
  await page.getByRole('option', { name }).click();
}

/** A member's Delete, confirmed in Delete Row: the member's removal pending. */
export async function removeMember(page: Page, name: string): Promise<void> {
  await memberRow(page, name).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Row' }).getByRole('button', { name: 'Delete' }).click();
}

/** Edit Team's Save; resolves to the team's batch call it sent. */
export async function saveTeam(page: Page, orgId: string = estate.harbourFishBarId): Promise<Request> {
  const call = waitForCall(page, 'POST', `${teamApi(orgId)}/batch`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return call;
}

/** The Teams grid's Save Changes; resolves to the batch call it sent. */
export async function saveTeamChanges(page: Page, orgId: string = estate.harbourFishBarId): Promise<Request> {
  const call = waitForCall(page, 'POST', `${teamApi(orgId)}/batch`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  return call;
}

/** The Members grid's Save Changes; resolves to the members' batch call it sent. */
export async function saveMembers(
  page: Page,
  teamId: string,
  orgId: string = estate.harbourFishBarId,
): Promise<Request> {
  const call = waitForCall(page, 'POST', `${teamApi(orgId)}/${teamId}/members/batch`);
  await membersGrid(page).getByRole('button', { name: 'Save Changes' }).click();
  return call;
}
