import type { Catalogue } from '#/lib/messages/message-types';

/** The form and edit-page blocks (form fields, validation, edit page, dialogs, session ended, unsaved work): SPEC's English, word for word. */
const forms = {
  'forms.validation.required': '{label} is required',
  'forms.validation.maxLength': {
    one: '{label} must be at most {count} character',
    other: '{label} must be at most {count} characters',
  },
  'forms.validation.lengthRange': '{label} must be {min} to {max} characters',
  'forms.validation.email': 'Please enter a valid email address',
  'forms.email.label': 'Email',
  'forms.currencyCode.label': 'Currency Code',

  'forms.password.tooShort': {
    one: 'Password needs to be at least {count} character long',
    other: 'Password needs to be at least {count} characters long',
  },
  'forms.password.edgeSpace': 'Password cannot start or end with a space',
  'forms.password.mismatch': 'The passwords do not match',
  'forms.password.required': 'Password is required',
  'forms.password.newLabel': 'New Password',
  'forms.password.confirmLabel': 'Confirm Password',
  'forms.password.strengthMeter': 'Password strength',
  'forms.password.strength.tooShort': 'Too short',
  'forms.password.strength.veryWeak': 'Very weak',
  'forms.password.strength.weak': 'Weak',
  'forms.password.strength.average': 'Average',
  'forms.password.strength.strong': 'Strong',
  'forms.password.strength.veryStrong': 'Very strong',

  'forms.textField.show': 'Show {label}',
  'forms.textField.hide': 'Hide {label}',
  'forms.select.nothingFound': 'Nothing found',
  'forms.select.retry': 'Retry',
  'forms.codeSelect.locale': 'Locale',
  'forms.codeSelect.currency': 'Currency',

  'forms.imagePicker.notAnImage': 'Please choose an image file',
  'forms.imagePicker.unsupportedType': 'Only PNG, JPEG, GIF and WebP images can be used',
  'forms.imagePicker.readFailed': 'The file could not be read',
  'forms.imagePicker.tooLarge': 'The image must be at most {size}',
  'forms.imagePicker.bytes': { one: '{count} byte', other: '{count} bytes' },
  'forms.imagePicker.kilobytes': '{size} KB',
  'forms.imagePicker.megabytes': '{size} MB',
  'forms.imagePicker.preview': '{label} preview',
  'forms.imagePicker.noImage': 'No image',
  'forms.imagePicker.choose': 'Choose image',
  'forms.imagePicker.remove': 'Remove',

  'forms.editPage.save': 'Save',
  'forms.editPage.cancel': 'Cancel',
  'forms.editPage.delete': 'Delete',
  'forms.editPage.done': 'Done',
  'forms.editPage.history': 'History',
  'forms.editPage.historyLoading': 'Loading history',
  'forms.editPage.loadFailed': 'Failed to load',
  'forms.editPage.saveFailed': 'Save failed.',
  'forms.editPage.deleteFailed': 'Delete failed.',
  'forms.editPage.checkFields': 'Check the highlighted fields.',
  'forms.editPage.deleteTitle': 'Delete',
  'forms.editPage.navigationHeld': 'Please wait: the changes are being sent. You can leave once they are done.',

  'forms.unsaved.title': 'Unsaved changes',
  'forms.unsaved.message': 'You have unsaved changes. Leave this page and discard them?',
  'forms.unsaved.leave': 'Leave',
  'forms.unsaved.stay': 'Stay',

  'forms.dialog.ok': 'OK',
  'forms.dialog.cancel': 'Cancel',
  'forms.dialog.errorTitle': 'Error',
  'forms.errorAlert.title': 'Error',
  'forms.errorAlert.dismiss': 'Dismiss error',

  'forms.sessionEnded.title': 'Your session has ended',
  'forms.sessionEnded.notSaved':
    'You were signed out, so your changes have not been saved. Everything you typed is still on this page.',
  'forms.sessionEnded.sentNotSaved':
    'You were signed out, so the change you sent was not saved. Everything you typed is still on this page.',
  'forms.sessionEnded.howToRetry': 'Sign in again in a new tab, then come back here and press Retry.',
  'forms.sessionEnded.howToSendAgain':
    'Sign in again in a new tab, then come back here and press Retry to send it again.',
  'forms.sessionEnded.stillSignedOut': 'You are still signed out. Sign in again in the new tab, then press Retry.',
  'forms.sessionEnded.otherUser':
    'You are signed in as {name} now. Sign in again as the user who made these changes, then press Retry.',
  'forms.sessionEnded.anotherUser':
    'You are signed in as another user now. Sign in again as the user who made these changes, then press Retry.',
  'forms.sessionEnded.checkFailed': 'The session could not be checked: {reason}',
  'forms.sessionEnded.signIn': 'Sign in again (new tab)',
  'forms.sessionEnded.retry': 'Retry',
  'forms.sessionEnded.close': 'Close',

  'forms.copy.copy': 'Copy',
  'forms.copy.copied': 'Copied',
  'forms.copy.label': 'Copy {label}',

  'forms.dates.previousMonth': 'Previous month',
  'forms.dates.nextMonth': 'Next month',
  'forms.dates.previousYear': 'Previous year',
  'forms.dates.nextYear': 'Next year',
  'forms.dates.previousDecade': 'Previous decade',
  'forms.dates.nextDecade': 'Next decade',
  'forms.dates.clear': 'Clear {label}',
  'forms.dates.hours': '{label}: hours',
  'forms.dates.minutes': '{label}: minutes',
  'forms.dates.set': 'Set {label}',

  'forms.linkValidation.tryAgain': 'Try again',
  'forms.linkValidation.validating': 'Validating...',
} as const satisfies Catalogue;

export default forms;
