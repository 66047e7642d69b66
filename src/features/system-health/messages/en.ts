import type { Catalogue } from '#/lib/messages/message-types';

/** The system health: SPEC's English, word for word. */
const systemHealth = {
  'systemHealth.title': 'System Health',
  'systemHealth.loadFailed': 'Unable to fetch system health',
  'systemHealth.tree.label': 'Organisation, outlets and terminals',
  // A tree row's accessible name is what the row shows: "Till 1 Terminal 1 app".
  'systemHealth.tree.rowLabel': '{name} {type} {apps}',
  'systemHealth.tree.appCount': { one: '{count} app', other: '{count} apps' },
  'systemHealth.nodeType.organisation': 'Organisation',
  'systemHealth.nodeType.outletGroup': 'Outlet group',
  'systemHealth.nodeType.outlet': 'Outlet',
  'systemHealth.nodeType.terminal': 'Terminal',

  'systemHealth.states.label': 'Application states',
  'systemHealth.states.empty': 'No application has reported its state here in the last 14 days.',
  'systemHealth.states.deviceCount': { one: '{count} device', other: '{count} devices' },
  'systemHealth.states.scrollRegion': '{application} {version} (scrolls sideways)',
  'systemHealth.states.column.name': 'Name',
  'systemHealth.states.column.version': 'Version',
  'systemHealth.states.column.type': 'Type',
  'systemHealth.states.column.device': 'Device',
  'systemHealth.states.column.location': 'Location',
  'systemHealth.states.column.osRegionCulture': 'OS region/culture',
  'systemHealth.states.column.updated': 'Updated',
  'systemHealth.states.column.details': 'Details',
  'systemHealth.states.noDetails': 'None',
} as const satisfies Catalogue;

export default systemHealth;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    systemHealth: typeof systemHealth;
  }
}
