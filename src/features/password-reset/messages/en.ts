import type { Catalogue } from '#/lib/messages/message-types';

/** The password reset screens (anonymous): SPEC's English, word for word. */
const passwordReset = {
  // Password Reset Request (/resetpassword, SPEC 2.6).
  'passwordReset.request.title': 'Reset Password',
  'passwordReset.request.intro':
    'Enter the email address of your account and we will send you a link to choose a new password.',
  'passwordReset.request.email': 'Email',
  'passwordReset.request.cancel': 'Cancel',
  'passwordReset.request.send': 'Send',
  'passwordReset.request.failed': 'Failed to send password reset request! Please try again later.',
  // Reset sent (/resetpassword/requestsent).
  'passwordReset.sent.title': 'Reset Requested',
  'passwordReset.sent.text':
    'Your password reset request has been sent. Please check your email and follow the link in it to choose a new password.',
  // Validating a reset link (/resetpassword/validate/...).
  'passwordReset.validate.title': 'Reset Password',
  'passwordReset.validate.failed': 'The password reset link could not be validated. Please try again later.',
  'passwordReset.sendNewRequest': 'Send a new request',
  // Confirm Reset (/resetpassword/confirm/...).
  'passwordReset.confirm.label': 'Confirm Reset',
  'passwordReset.confirm.title': 'Choose a New Password',
  'passwordReset.confirm.intro': 'Enter and confirm the new password of your account.',
  'passwordReset.confirm.accept': 'Accept',
  'passwordReset.confirm.acceptHint': "Sets this as your account's new password",
  'passwordReset.confirm.failed': 'Failed to change your password. Please try again later.',
  // Password Reset Complete (/resetpassword/complete).
  'passwordReset.complete.title': 'Reset Complete',
  'passwordReset.complete.text': 'You have successfully changed your password.',
} as const satisfies Catalogue;

export default passwordReset;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    passwordReset: typeof passwordReset;
  }
}
