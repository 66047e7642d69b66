import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { exampleOf } from '../contract';
import { SEED_VERSION, type UserRecord, type WorldState } from '../state';
import { ESTATE_ORG } from './names';

/** A Head Office Admins membership that the examples imply (team sizes) but do not list. */
const HEAD_OFFICE_MEMBERS = [
  ['f0000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000002'],
  ['f0000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005'],
] as const;

/** Harbour Fish Bar's teams and their members. */
export function estateTeams(api: OpenAPIBackend, state: WorldState): void {
  for (const team of exampleOf(api, 'listOrganisationTeams', 'harbourFishBar')) {
    const teamID = team.teamID ?? '';
    state.teams[teamID] = {
      teamID,
      name: team.name,
      ownerOrganisationID: team.ownerOrganisationID ?? ESTATE_ORG,
      version: SEED_VERSION,
    };
  }
  const members = [
    ...exampleOf(api, 'listOrganisationTeamMembers', 'barStaff'),
    ...exampleOf(api, 'listOrganisationTeamMembers', 'kitchenManagers'),
  ];
  for (const member of members) {
    const teamUserLinkID = member.teamUserLinkID ?? '';
    state.teamMembers[teamUserLinkID] = {
      teamUserLinkID,
      teamID: member.teamID,
      userID: member.userID,
      version: SEED_VERSION,
    };
  }
  const headOffice = Object.values(state.teams).find((team) => team.name === 'Head Office Admins');
  for (const [teamUserLinkID, userID] of HEAD_OFFICE_MEMBERS) {
    if (headOffice)
      state.teamMembers[teamUserLinkID] = { teamUserLinkID, teamID: headOffice.teamID, userID, version: SEED_VERSION };
  }
}

const TEAM_NAMES = [
  'Head Office',
  'Front of House',
  'Kitchen Team',
  'Bar Team',
  'Area Managers',
  'Support Desk',
  'Night Shift',
];

/** An organisation's generated teams (two for four people or more, else one); their ids. */
export function generateTeams(state: WorldState, orgId: string, people: readonly UserRecord[]): string[] {
  const teamNames = faker.helpers.arrayElements(TEAM_NAMES, people.length >= 4 ? 2 : 1);
  const teams = teamNames.map((name) => {
    const teamID = faker.string.uuid();
    state.teams[teamID] = { teamID, name, ownerOrganisationID: orgId, version: SEED_VERSION };
    return teamID;
  });
  return teams;
}
