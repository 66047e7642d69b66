import type { Catalogue } from '#/lib/messages/message-types';

/** The acceptances screens: SPEC's English, word for word. */
const acceptances = {
  'acceptances.action.save': 'Save',
  'acceptances.action.cancel': 'Cancel',
  'acceptances.action.loading': 'Loading...',
  'acceptances.errorTitle': 'Error',
  'acceptances.latest': 'Latest',
  'acceptances.none': 'None',
  'acceptances.saveFailed': 'Unable to save acceptance',

  'acceptances.status.accepted': 'Accepted',
  'acceptances.status.partial': 'Partial',
  'acceptances.status.notAccepted': 'Not Accepted',

  'acceptances.tree.label': 'Applications, versions and acceptances',
  'acceptances.tree.autoAccept': 'Auto accept',
  'acceptances.tree.appRowAutoAccept': '{name} Auto accept',
  'acceptances.tree.versionRow': '{version} {status}',
  'acceptances.tree.versionRowLatest': '{version} Latest {status}',
  'acceptances.tree.acceptanceRow': '{node} {takesEffect}',
  'acceptances.tree.olderVersions': 'Older versions',
  'acceptances.tree.noVersions': 'No versions',
  'acceptances.tree.fetchFailed': 'Unable to fetch acceptances',
  // SPEC 8's empty-tree text, with its typo ("This organisations") fixed (docs/deviations.md).
  'acceptances.tree.empty':
    'This organisation is not authorised to use any applications. Please contact your administrator.',
  'acceptances.tree.takesEffectNotBefore': 'not before {time}',
  'acceptances.tree.takesEffectImmediately': 'immediately',
  'acceptances.nodes.fetchFailed': 'Unable to fetch nodes',
  'acceptances.users.fetchFailed': 'The users could not be loaded: {reason}',
  'acceptances.users.serverError': 'server error',
  'acceptances.hint.olderVersions': 'Expand Older versions to list the earlier versions of this application.',
  'acceptances.hint.select':
    'Select an application to change its auto accept settings, a version to accept it, or an acceptance to change when it takes effect.',

  'acceptances.node.all': 'All nodes',
  'acceptances.node.outletGroupWithId': 'Outlet group {id}',
  'acceptances.node.outletWithId': 'Outlet {id}',
  'acceptances.node.terminalWithId': 'Terminal {id}',
  'acceptances.node.nodeWithId': 'Node {id}',
  'acceptances.nodeType.outletGroup': 'Outlet group',
  'acceptances.nodeType.outlet': 'Outlet',
  'acceptances.nodeType.terminal': 'Terminal',

  'acceptances.settings.region': 'Auto accept settings',
  'acceptances.settings.title': 'Auto accept',
  'acceptances.settings.autoAccept': 'Auto accept new versions',
  'acceptances.settings.autoAcceptHint':
    'Versions authorised for this organisation are accepted for all nodes without asking',
  'acceptances.settings.when': 'New versions take effect',
  'acceptances.settings.immediately': 'Immediately',
  'acceptances.settings.scheduled': 'At a scheduled time of day',
  'acceptances.settings.time': 'Time of day (UTC)',
  'acceptances.settings.timeRequired': 'Choose a time of day',
  'acceptances.settings.next': 'Next: {time}',
  'acceptances.settings.saved': 'The auto accept settings of {app} were saved.',

  'acceptances.package.region': 'Package acceptance',
  'acceptances.package.created': 'Created',
  'acceptances.package.changeNotes': 'Change notes',
  'acceptances.package.accepted': 'Accepted',
  'acceptances.package.acceptedForAllOn': 'For all nodes on {time}',
  'acceptances.package.acceptedForAll': 'For all nodes',
  'acceptances.package.acceptedFor': 'Accepted for',
  'acceptances.package.fullyAccepted': 'This version is accepted for all nodes.',
  'acceptances.package.acceptTitle': 'Accept this version',
  'acceptances.package.onlyForNode': 'Only for node',
  'acceptances.package.onlyForNodeHint': 'Without it, the version is accepted for all nodes of the organisation',
  'acceptances.package.node': 'Node',
  'acceptances.package.nodePlaceholder': 'Choose an outlet group, outlet or terminal',
  'acceptances.package.noNodeLeft': 'No node left to accept',
  'acceptances.package.nodeMissing': 'Choose a node',
  'acceptances.package.groupOutletGroups': 'Outlet groups',
  'acceptances.package.groupOutlets': 'Outlets',
  'acceptances.package.groupTerminals': 'Terminals',
  'acceptances.package.irreversibleTitle': 'Accepting is irreversible',
  'acceptances.package.irreversible':
    'Once accepted, a version cannot be withdrawn: sites install it when it takes effect.',
  'acceptances.package.accept': 'Accept',
  'acceptances.package.confirmTitle': 'Accept version',
  'acceptances.package.confirmAll':
    'Accept {app} {version} for all nodes? Accepting is irreversible: it cannot be undone.',
  'acceptances.package.confirmAllNotBefore':
    'Accept {app} {version} for all nodes, not before {time}? Accepting is irreversible: it cannot be undone.',
  'acceptances.package.confirmNode':
    'Accept {app} {version} for {node}? Accepting is irreversible: it cannot be undone.',
  'acceptances.package.confirmNodeNotBefore':
    'Accept {app} {version} for {node}, not before {time}? Accepting is irreversible: it cannot be undone.',
  'acceptances.package.acceptedNotice': '{app} {version} was accepted.',

  'acceptances.edit.title': 'Acceptance',
  'acceptances.edit.version': 'Version',
  'acceptances.edit.node': 'Node',
  'acceptances.edit.nodeWithType': '{node} ({type})',
  'acceptances.edit.accepted': 'Accepted',
  'acceptances.edit.acceptedBy': 'Accepted by',
  'acceptances.edit.takesEffect': 'Takes effect',
  'acceptances.edit.notBefore': 'Not before {time}',
  'acceptances.edit.immediately': 'Immediately',
  'acceptances.edit.changeTime': 'Change the time',
  'acceptances.edit.noRevert': 'Sites that have already installed this version do not revert.',
  'acceptances.edit.saved': 'The acceptance was saved.',

  'acceptances.notBefore.label': 'Not Before',
  'acceptances.notBefore.description': 'The version takes effect from this time',
  'acceptances.notBefore.dateTime': 'Not before date and time',
  'acceptances.notBefore.tomorrow': 'Tomorrow',
} as const satisfies Catalogue;

export default acceptances;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    acceptances: typeof acceptances;
  }
}
