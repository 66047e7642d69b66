import type { Catalogue } from '#/lib/messages/message-types';

/** My Account and Change Password: SPEC's English, word for word. */
const account = {
  // My Account (the user's summary).
  'account.summary.title': 'My Account',
  'account.summary.titleOther': 'Account of {name}',
  'account.profile.title': 'Profile',
  'account.profile.edit': 'Edit Profile',
  'account.profile.displayName': 'Display Name',
  'account.profile.fullName': 'Full Name',
  'account.profile.email': 'Email',
  'account.profile.locale': 'Locale',
  'account.profile.currency': 'Currency',
  'account.history.password': 'Password',
  'account.insights.title': 'Insights access',
  'account.insights.dashboards': 'Dashboards and Reports',
  'account.insights.transactions': 'Transactions View',
  'account.insights.remapping': 'Remapping Labels',
  'account.insights.granted': 'Granted',
  'account.insights.denied': 'Denied',
  'account.membership.title': 'Organisation Membership',
  'account.membership.empty': 'You are not a member of any organisation.',
  'account.membership.emptyOther': '{name} is not a member of any organisation.',
  'account.membership.linkTypeHint': 'How you belong to this organisation',
  'account.membership.linkTypeHintOther': 'How {name} belongs to this organisation',
  'account.membership.administrator': 'Administrator',
  'account.invites.title': 'Pending Invites',
  'account.invites.empty': 'You have no pending invitations.',
  'account.invites.emptyOther': '{name} has no pending invitations.',
  'account.invites.accept': 'Accept',
  'account.invites.acceptLabel': 'Accept the invitation of {organisation}',
  'account.agreements.title': 'Consented Agreements',
  'account.agreements.empty': 'You have not consented to any agreements.',
  'account.agreements.emptyOther': '{name} has not consented to any agreements.',
  'account.agreements.document': '{title} (version {version})',
  // Change Password.
  'account.changePassword.title': 'Change Password',
  'account.changePassword.oldPassword': 'Old Password',
  'account.changePassword.oldPasswordRequired': 'Old Password is required',
  'account.changePassword.cancel': 'Cancel',
  'account.changePassword.change': 'Change',
  'account.changePassword.changed': 'Your password was changed.',
  // SPEC 8: a failed change without a message.
  'account.changePassword.failed':
    'Failed to change password! Please re-enter valid details for both the old and new password and try again',
  'account.changePassword.anonymous': 'This is an anonymous session: it has no password to change.',
  'account.changePassword.back': 'Back',
} as const satisfies Catalogue;

export default account;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    account: typeof account;
  }
}
