import type { Catalogue } from '#/lib/messages/message-types';

/** The organisation access screens (links, invitations sent): SPEC's English, word for word. */
const access = {
  // SPEC 8, the link screens (../access-error-messages.ts).
  'access.failure.linkLoad': 'There was an error loading this organisation link. Please try refreshing your browser.',
  'access.failure.permissionGroupsLoad':
    'Permission groups could not be loaded for this organisation due to a server error. Please try again later.',
  'access.failure.save': 'There was a problem saving changes. Please try again later.',
  'access.failure.delete': 'There was a problem deleting this record. Please try again later.',
  'access.failure.commit':
    'There was an error committing these changes. Please try again later or consider refreshing your browser.',
  'access.failure.deleteRecord': 'There was an error deleting this record.',
  // What a failure without a message of its own reads after "could not be loaded:".
  'access.serverError': 'server error',
  'access.orgAdmin.label': 'Organisation Administrator',
  'access.orgAdmin.description':
    "Administrators manage this organisation's access, teams, permission groups and service accounts.",
  // Organisation Access, the links grid.
  'access.links.title': 'Organisation Access',
  'access.links.column.type': 'Type',
  'access.links.column.name': 'Name',
  'access.links.column.admin': 'Admin',
  'access.links.column.email': 'Email',
  // Edit/Add Access.
  'access.linkEdit.editTitle': 'Edit Access',
  'access.linkEdit.addTitle': 'Add Access',
  'access.linkEdit.recordName': 'access for {name}',
  'access.linkEdit.accessFor': 'Access for',
  'access.linkEdit.chooseUser': 'Choose a user',
  'access.linkEdit.chooseTeam': 'Choose a team',
  'access.linkEdit.loading': 'Loading...',
  'access.linkEdit.usersFailed': 'The user list could not be loaded: {reason}',
  'access.linkEdit.teamsFailed': 'The team list could not be loaded: {reason}',
  'access.linkEdit.email': 'Email',
  'access.linkEdit.restrictions': 'Limit this access to outlet groups, outlets or terminals.',
  'access.linkEdit.tryAgain': 'Try again',
  'access.linkEdit.added': 'The access was added.',
  'access.linkEdit.saved': 'The access was saved.',
  'access.linkEdit.removed': 'The access was removed.',
  // The permission group and team checkboxes.
  'access.checks.permissionGroups': 'Permission groups',
  'access.checks.loadingPermissionGroups': 'Loading permission groups...',
  'access.checks.noPermissionGroups': 'This organisation has no permission groups.',
  'access.checks.organisationDefault': 'Organisation default: applies to everyone',
  'access.checks.teams': 'Teams',
  'access.checks.loadingTeams': 'Loading teams...',
  'access.checks.teamsFailed': 'Teams could not be loaded: {reason}',
  'access.checks.noTeams': 'There are no teams to join.',
  // Invite User.
  'access.invite.title': 'Invite User',
  'access.invite.cancel': 'Cancel',
  'access.invite.send': 'Send',
  'access.invite.notSent': 'The invitation was not sent',
  'access.invite.failed': 'The invitation could not be sent.',
  'access.invite.outcomeUnknown':
    'No answer came from the server, so it is not known whether the invitation was sent. Pending Invitations lists the invitations sent: check there before sending it again.',
  'access.invite.sent': 'An invitation was sent to {email}.',
  'access.invite.email': 'Email',
  'access.invite.emailPlaceholder': 'name@example.com',
  'access.invite.restrictions': 'Limit the invited user to outlet groups, outlets or terminals.',
  // Invite User, one person or a list (../invite-list.tsx).
  'access.invite.mode.label': 'Whom to invite',
  'access.invite.mode.one': 'One person',
  'access.invite.mode.list': 'A list',
  'access.inviteList.emails': 'Email addresses',
  'access.inviteList.emailsHelp':
    'Separate them with new lines, commas, semicolons or spaces; "Name <email>" is accepted. The settings below apply to every address.',
  'access.inviteList.add': 'Add to list',
  'access.inviteList.inBox': {
    one: 'The box holds {count} address not in the list yet: Send includes it. Add to list shows its state first.',
    other:
      'The box holds {count} addresses not in the list yet: Send includes them. Add to list shows their states first.',
  },
  'access.inviteList.file': 'Add from a file (.csv, .txt)',
  'access.inviteList.fileFailed': 'The file could not be read.',
  'access.inviteList.fileTooLarge': '{name} is {size} MB: a list file may be up to {limit} MB.',
  'access.inviteList.list': 'Addresses to invite',
  'access.inviteList.remove': 'Remove {email}',
  'access.inviteList.summary': { one: '{ready} of {count} address ready', other: '{ready} of {count} addresses ready' },
  'access.inviteList.state.ready': 'Ready',
  'access.inviteList.state.malformed': 'Not a valid email address',
  'access.inviteList.state.tooLong': 'Too long',
  'access.inviteList.state.duplicate': 'Already in the list',
  'access.inviteList.state.member': 'Already a member',
  'access.inviteList.state.invited': 'Already invited',
  'access.inviteList.state.sent': 'Sent',
  'access.inviteList.state.failed': 'Not sent',
  'access.inviteList.state.unknown': 'Outcome unknown',
  'access.inviteList.state.unansweredListed': 'No answer, now pending',
  'access.inviteList.unansweredListed':
    'No answer came from the server, but Pending Invitations now lists this address: the invitation was stored. Do not send it again.',
  'access.inviteList.send': { one: 'Send {count} invitation', other: 'Send {count} invitations' },
  'access.inviteList.retry': 'Retry failed ({count})',
  'access.inviteList.progress': '{sent} of {count} sent, {left} left',
  'access.inviteList.sending': { one: 'Sending {count} invitation...', other: 'Sending {count} invitations...' },
  'access.inviteList.done': 'Done: {sent} sent, {failed} not sent, {unknown} without an answer.',
  'access.inviteList.overLimit': {
    one: "This organisation may send at most {limit} invitations in {minutes} minutes (the server's mail limit). Remove {count} address from the list to send it.",
    other:
      "This organisation may send at most {limit} invitations in {minutes} minutes (the server's mail limit). Remove {count} addresses from the list to send it.",
  },
  'access.inviteList.waitingSeconds': {
    one: "The server's mail limit is reached: sending goes on by itself in {count} second.",
    other: "The server's mail limit is reached: sending goes on by itself in {count} seconds.",
  },
  'access.inviteList.waitingMinutes': {
    one: "The server's mail limit is reached: sending goes on by itself in about {count} minute.",
    other: "The server's mail limit is reached: sending goes on by itself in about {count} minutes.",
  },
  'access.inviteList.countdown': 'Sending again in {time}',
  'access.inviteList.stopWaiting': 'Cancel waiting',
  'access.inviteList.knownLoading': 'Loading the pending invitations and the members...',
  'access.inviteList.knownFailed':
    'Addresses already invited or already members cannot be marked: the lists could not be loaded ({reason}).',
  'access.inviteList.openPending': 'Open Pending Invitations',
  // Pending Invitations.
  'access.pendingInvites.title': 'Pending Invitations',
  'access.pendingInvites.column.email': 'Email',
  'access.pendingInvites.column.expiry': 'Expiry (UTC)',
  'access.pendingInvites.column.sender': 'Sender',
  'access.pendingInvites.column.orgAdmin': 'Organisation Admin',
  'access.pendingInvites.inviteUser': 'Invite User',
} as const satisfies Catalogue;

export default access;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    access: typeof access;
  }
}
