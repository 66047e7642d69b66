import type { Catalogue } from '../../../lib/messages/message-types';

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

  // SPEC 2.4: the type labels (the contract's x-enum-descriptions).
  'entityLookup.type.unknown': 'Unknown',
  'entityLookup.type.organisation': 'Organisation',
  'entityLookup.type.outlet': 'Outlet',
  'entityLookup.type.outletGroup': 'Outlet Group',
  'entityLookup.type.terminal': 'Terminal',
  'entityLookup.type.user': 'User',
  'entityLookup.type.posCoreInstance': 'POSCore Instance',
  'entityLookup.type.deploymentServerInstance': 'Deployment Server Instance',
  'entityLookup.type.integrationServerInstance': 'Integration Server Instance',
  'entityLookup.type.serviceAccount': 'Service Account',
  'entityLookup.type.client': 'Client',
} as const satisfies Catalogue;

export default entityLookup;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '../../../lib/messages/catalogues' {
  interface AreaCatalogues {
    entityLookup: typeof entityLookup;
  }
}
