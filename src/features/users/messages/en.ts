import type { Catalogue } from '../../../lib/messages/message-types';

/** The users and Edit My Profile: SPEC's English, word for word. */
const users = {
  // The user record's fields (user-record.ts): labels on Edit User and Edit My Profile, headers of the Users grid.
  'users.fields.displayName': 'Display Name',
  'users.fields.shortName': 'Short Name',
  'users.fields.fullName': 'Full Name',
  'users.fields.email': 'Email',
  'users.fields.image': 'Image',
  'users.fields.locale': 'Locale',
  'users.fields.defaultCurrency': 'Default Currency',
  // Admin > Users, the grid (SPEC 2.4 "Browse Users"); its headers are the user record's (users.fields).
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
  // Edit My Profile (SPEC 2.6): the signed-in user's own record.
  'users.profile.title': 'Edit My Profile',
  'users.profile.saved': 'Your profile was saved.',
  'users.profile.changePassword': 'Change Password',
} as const satisfies Catalogue;

export default users;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '../../../lib/messages/catalogues' {
  interface AreaCatalogues {
    users: typeof users;
  }
}
