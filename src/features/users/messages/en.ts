import type { Catalogue } from '../../../lib/messages/message-types';

/** The users: SPEC's English, word for word. */
const users = {
  // Admin > Users, the grid (SPEC 2.4 "Browse Users"); its headers are the user record's (forms.userFields).
  'users.list.title': 'Users',
  // Edit User (SPEC 2.4).
  'users.edit.title': 'Edit User',
  'users.edit.saved': 'The user was saved.',
  'users.edit.deleted': 'The user was deleted.',
  'users.edit.userId': 'User ID',
  'users.edit.auditLink': 'Audit log of this user',
  'users.edit.serverAdministrator': 'Server Administrator',
  'users.edit.yes': 'Yes',
  'users.edit.no': 'No',
} as const satisfies Catalogue;

export default users;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '../../../lib/messages/catalogues' {
  interface AreaCatalogues {
    users: typeof users;
  }
}
