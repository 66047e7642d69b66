import type { Catalogue } from '#/lib/messages/message-types';

/** The teams: SPEC's English, word for word. */
const teams = {
  // The name of a team, its field and column (SPEC 2.5, 5).
  'teams.field.name': 'Name',
  'teams.field.namePlaceholder': 'Enter a descriptive name for this team',
  // Teams grid (SPEC 2.5).
  'teams.list.title': 'Teams',
  // Edit Team (SPEC 2.5).
  'teams.edit.title': 'Edit Team',
  'teams.edit.saved': 'The team was saved.',
  'teams.edit.deleted': 'The team was deleted.',
  'teams.edit.teamId': 'Team ID',
  'teams.edit.membersNotSaved': 'The member changes were not saved.',
  'teams.edit.nameSavedMembersNot': "The team's name was saved, but the member changes were not.",
  // Create it again (a team someone else deleted): the team was created, its members' batch failed after it.
  'teams.edit.recreatedWithoutId':
    'The team was created again, but the server did not say its new id, so its members were not added: add them on its page in the list.',
  'teams.edit.recreatedMembersNot': 'The team was created again, but its members were not added. {reason}',
  // Edit Team's Members grid and its "Add member" picker.
  'teams.members.title': 'Members',
  'teams.members.loading': 'Loading Members',
  'teams.members.column.userId': 'User ID',
  'teams.members.column.userName': 'User Name',
  'teams.members.add': 'Add member',
  'teams.members.addPlaceholder': 'Add member...',
  'teams.members.usersFailed': 'Users could not be loaded',
  'teams.members.noMoreUsers': 'No more users to add',
  'teams.members.alreadyAdding': '{name} is already being added.',
} as const satisfies Catalogue;

export default teams;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    teams: typeof teams;
  }
}
