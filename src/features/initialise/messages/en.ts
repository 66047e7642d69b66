import type { Catalogue } from '#/lib/messages/message-types';

/** The initialise screens: SPEC's English, word for word. */
const initialise = {
  'initialise.cancel': 'Cancel',
  'initialise.submit': 'Initialise',
  'initialise.initialising': 'Please wait, initialising organisation...this may take several minutes',
  'initialise.failed': 'There was an error initialising this instance. Please try again later.',
  'initialise.outcomeUnknown':
    'No answer came from the server, so it is not known whether the organisation was initialised. Open the organisation to check before trying again.',
  'initialise.done': 'The organisation was initialised.',
  'initialise.loading': 'Loading...',
  'initialise.none': 'None',

  'initialise.currencyCode.description': "The organisation's currency, {min} to {max} characters (e.g. GBP)",

  'initialise.team.label': 'Organisation Admin',
  'initialise.team.description': "The team that becomes the organisation's first administrator",
  'initialise.team.failed': 'The teams could not be loaded: {reason}',

  'initialise.template.label': 'Default Configuration Template',
  'initialise.template.description': 'Optional: the organisation whose configuration is used as the starting point',
  'initialise.template.failed': 'The templates could not be loaded: {reason}',

  'initialise.apps.label': 'Apps',
  'initialise.apps.description': 'The applications the organisation is authorised to use',
  'initialise.apps.failed': 'The apps could not be loaded: {reason}',
  'initialise.apps.none': 'No apps available',
} as const satisfies Catalogue;

export default initialise;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    initialise: typeof initialise;
  }
}
