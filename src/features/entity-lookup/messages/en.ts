import type { Catalogue } from '#/lib/messages/message-types';

/** The entity lookup: SPEC's English, word for word. */
const entityLookup = {
  'entityLookup.title': 'Entity Lookup',
  'entityLookup.search.label': 'Entity id',
  'entityLookup.search.placeholder': 'Enter an outlet/account/device/other id',
  'entityLookup.search.button': 'Search',
  'entityLookup.results.failed': 'Error...',
  'entityLookup.results.empty': 'No matches',
  'entityLookup.results.label': 'Matches',
  'entityLookup.match.label': '{type} {name}',
  'entityLookup.match.kapow': 'Kapow {kapow}',
  'entityLookup.match.id': 'ID',
} as const satisfies Catalogue;

export default entityLookup;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    entityLookup: typeof entityLookup;
  }
}
