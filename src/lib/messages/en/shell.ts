import type { Catalogue } from '../message-types';

/** The shell's messages (header, user menu, language menu, failure screens): SPEC's English, word for word. */
const shell = {
  'shell.userMenu.label': '{name}, user menu',
  'shell.userMenu.loginRequired': 'Login Required',
  'shell.userMenu.profile': 'Profile',
  'shell.userMenu.logout': 'Logout',
  'shell.userMenu.login': 'Login',
  'shell.userMenu.lightMode': 'Light mode',
  'shell.userMenu.darkMode': 'Dark mode',
  'shell.language.heading': 'Language',
  'shell.loginRequired.title': 'Login Required',
  'shell.loginRequired.text': 'You need to sign in to use the administration console.',
  'shell.loginRequired.login': 'Login',
  'shell.failedLoading.title': 'Failed Loading Admin Page',
  'shell.failedLoading.text': 'The console could not be loaded. Please refresh the page to try again.',
  'shell.failedLoading.refresh': 'Refresh',
  'shell.notAuthorised.title': 'Not authorised',
  'shell.notAuthorised.text': 'You do not have access to this page. It is for administrators of another area.',
  'shell.sendMeHome': 'Send me home',
  'shell.notFound.title': 'Page not found',
  'shell.notFound.text': "Page not found - The page requested doesn't exist. Something has gone wrong.",
  'shell.chunkFailed.title': 'Loading chunk {chunk} failed',
  'shell.chunkFailed.text':
    'This part of the console could not be downloaded (a new version may have been deployed, or the connection dropped). Reload to try again.',
  'shell.chunkFailed.reload': 'Reload',
  'shell.routeFailed.title': 'Error...',
  'shell.routeFailed.retry': 'Try again',
} as const satisfies Catalogue;

export default shell;
