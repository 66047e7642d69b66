import type { Catalogue } from '#/lib/messages/message-types';

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
  // Admin > Users > Import (/admin/users/import): users from a CSV or TSV file or pasted spreadsheet cells.
  'users.import.open': 'Import',
  'users.import.title': 'Import Users',
  'users.import.step.source': 'File',
  'users.import.step.mapping': 'Columns',
  'users.import.step.preview': 'Preview',
  'users.import.step.send': 'Import',
  'users.import.source.file': 'CSV or TSV file',
  'users.import.source.choose': 'Choose a file',
  'users.import.source.fileHint':
    'UTF-8 or an Excel export; cells separated by commas, semicolons or tabs; the first row names the columns.',
  'users.import.source.paste': 'Or paste cells from a spreadsheet',
  'users.import.source.read': 'Read pasted cells',
  'users.import.source.empty': 'No rows to import: the first row names the columns, the rows follow it.',
  'users.import.source.readFailed': 'The file could not be read.',
  'users.import.source.reading': 'Reading...',
  'users.import.source.tooLarge':
    '{name} is {size} MB: Import Users reads files of up to {limit} MB. Split it into smaller files.',
  'users.import.source.pastedTooLarge':
    'The pasted cells are {size} MB: Import Users reads up to {limit} MB at once. Paste fewer rows.',
  'users.import.source.tooManyRows':
    'More than {limit} rows after the header: Import Users reads up to {limit} users at once; import them in parts.',
  'users.import.source.tooManyColumns':
    'Row {row} has more than {limit} columns: Import Users reads files of up to {limit} columns.',
  'users.import.mapping.column': 'Column "{header}"',
  'users.import.mapping.example': 'First row: {value}',
  'users.import.mapping.ignore': 'Ignore',
  'users.import.mapping.missing': 'No column is {label}: choose one.',
  'users.import.next': 'Next',
  'users.import.back': 'Back',
  'users.import.preview.rows': { one: '{count} row', other: '{count} rows' },
  'users.import.preview.problems': { one: '{count} with a problem', other: '{count} with problems' },
  'users.import.preview.existing': { one: '{count} of an existing user', other: '{count} of existing users' },
  'users.import.preview.table': 'Rows of the file',
  'users.import.existing.label': 'Rows whose email an existing user has',
  'users.import.existing.update': 'Update the user',
  'users.import.existing.skip': 'Skip the row',
  'users.import.column.row': 'Row',
  'users.import.column.include': 'Include',
  'users.import.column.action': 'Import as',
  'users.import.column.problems': 'Problems',
  'users.import.include': 'Include row {row}',
  'users.import.choice': 'Row {row}: existing user',
  'users.import.fix': 'Fix row {row}',
  'users.import.fixApply': 'Apply',
  'users.import.retry': 'Try again',
  'users.import.cancel': 'Cancel',
  'users.import.action.create': 'New user',
  'users.import.action.update': 'Update',
  'users.import.action.skip': 'Skip',
  'users.import.action.leftOut': 'Left out',
  'users.import.problem.locale': 'Unknown locale "{code}"',
  'users.import.problem.currency': 'Unknown currency "{code}"',
  'users.import.problem.duplicate': 'The same email is in another row',
  'users.import.start': 'Import Users',
  'users.import.nothing': 'Nothing to import: include a row without problems.',
  'users.import.confirm.title': 'Import users?',
  'users.import.confirm.create': { one: '{count} user will be created.', other: '{count} users will be created.' },
  'users.import.confirm.update': { one: '{count} user will be updated.', other: '{count} users will be updated.' },
  'users.import.progress.label': 'Rows sent',
  'users.import.progress.status': 'Rows sent: {sent} of {total}. Rows left: {left}.',
  'users.import.progress.cancel': 'Cancel',
  'users.import.progress.cancelling': 'Stopping after the batch being sent.',
  'users.import.report.title': 'Import report',
  'users.import.report.saved': { one: '{count} row saved.', other: '{count} rows saved.' },
  'users.import.report.notSaved': { one: '{count} row not saved.', other: '{count} rows not saved.' },
  'users.import.report.outcome': 'Outcome',
  'users.import.report.download': 'Download rows not saved',
  'users.import.report.fileName': 'users-not-saved.csv',
  'users.import.report.again': 'Import another file',
  'users.import.report.toUsers': 'Back to Users',
  'users.import.outcome.created': 'Created',
  'users.import.outcome.updated': 'Updated',
  'users.import.reason.notSent': 'Not sent: the import was cancelled',
  'users.import.reason.skipped': 'Skipped: an existing user',
  'users.import.reason.leftOut': 'Left out',
  'users.import.problemHeader': 'Problem',
  'users.import.column.fix': 'Fix',
  'users.import.preview.empty': '(empty)',
  'users.import.preview.change': 'Now {before}; after the import {after}',
  'users.import.preview.beyondHeaders': {
    one: 'Row {rows} has cells beyond the {columns} columns the header row names: they are not imported. Give them a header to import them.',
    other:
      '{count} rows have cells beyond the {columns} columns the header row names: they are not imported (rows {rows}). Give them a header to import them.',
  },
  'users.import.recheck.found': {
    one: 'Nothing was sent: {count} row has the email of a user added after the preview opened. It is now shown as an existing user; check it and import again.',
    other:
      'Nothing was sent: {count} rows have the email of a user added after the preview opened. They are now shown as existing users; check them and import again.',
  },
  'users.import.recheck.failed': 'Nothing was sent: the users could not be read again to check the addresses.',
  'users.import.reason.unconfirmed':
    "Not confirmed: the server's answer did not list this row. Check the Users grid before importing it again.",
  'users.import.reason.changed':
    'Not saved: someone else changed this user after the preview opened. Review their values, then update again or skip the row.',
  'users.import.reason.deleted': 'Not saved: someone else deleted this user after the preview opened.',
  'users.import.reason.skippedAfterConflict': 'Skipped: the user keeps the values someone else saved',
  'users.import.beyondHeaders': 'Cells beyond the header row, not imported: {cells}',
  'users.import.conflict.review': 'Review row {row}',
  'users.import.conflict.reviewShort': 'Review',
  'users.import.conflict.title': 'Row {row}: someone else changed this user',
  'users.import.conflict.intro':
    "Someone else saved this user after the preview opened, so this row was not saved. Update again to write the file's values over theirs, or skip the row to keep theirs.",
  'users.import.conflict.deletedTitle': 'Row {row}: someone else deleted this user',
  'users.import.conflict.deletedIntro':
    'Someone else deleted this user after the preview opened, so this row was not saved. Import it again as a new user if it is still wanted.',
  'users.import.conflict.table': "Their values and the file's",
  'users.import.conflict.field': 'Field',
  'users.import.conflict.current': 'Now',
  'users.import.conflict.file': 'From the file',
  'users.import.conflict.update': 'Update again',
  'users.import.conflict.skip': 'Skip the row',
  'users.import.conflict.close': 'Close',
  'users.import.leave.title': 'Stop the import?',
  'users.import.leave.message':
    'Users are being imported. Leaving stops the import: the batch being sent (up to {size} rows) is finished, the rows after it are not sent, and you will not see the report of what was saved.',
  'users.import.leave.stop': 'Stop the import and leave',
  'users.import.leave.stay': 'Stay',
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
  'users.profile.anonymousReadOnly': 'This is an anonymous session: its profile cannot be changed.',
  'users.profile.emailPendingTitle': 'Confirm your new email address',
  'users.profile.emailPending': 'A link was sent to {pending}. Your email stays {current} until you open it.',
  'users.profile.emailPendingNoCurrent':
    'A link was sent to {pending}. Your profile has no email address until you open it.',
  // Confirm Email (/profile/confirmemail/{token}/{email}): the link mailed to a new address.
  'users.confirmEmail.title': 'Confirm Email',
  'users.confirmEmail.confirming': 'Confirming your new email address...',
  'users.confirmEmail.done': 'Your email address is now {email}.',
  'users.confirmEmail.failed': 'Your new email address could not be confirmed. Please try again later.',
  'users.confirmEmail.toProfile': 'Go to My Profile',
} as const satisfies Catalogue;

export default users;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    users: typeof users;
  }
}
