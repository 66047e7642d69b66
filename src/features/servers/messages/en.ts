import type { Catalogue } from '#/lib/messages/message-types';

/** The backend servers (integration servers, POS Core instances, deployment servers): SPEC's English, word for word. */
const servers = {
  // SPEC 8 "POS core and integration instances".
  'servers.failure.recordUpdate': 'There was an error updating the record.',
  'servers.failure.commit':
    'There was an error committing these changes. Please try again later or consider refreshing your browser.',

  'servers.field.name': 'Name',
  'servers.field.uri': 'Uri',
  'servers.field.jwtSigningKey': 'JWT Signing Key',
  'servers.field.secret': 'Secret',
  // Write-only: the server answers only whether one is stored.
  'servers.key.stored': 'Key set',
  'servers.key.none': 'No key',
  'servers.key.replace': 'Replace key',
  'servers.key.set': 'Set key',
  'servers.key.keep': 'Keep current key',
  'servers.key.typed': 'The new key you typed (not shown)',
  'servers.key.storedVersion': 'Stored key, version {count}',
  'servers.secret.stored': 'Secret set',
  'servers.secret.none': 'No secret',
  'servers.secret.replace': 'Replace secret',
  'servers.secret.set': 'Set secret',
  'servers.secret.keep': 'Keep current secret',
  'servers.secret.typed': 'The new secret you typed (not shown)',
  'servers.secret.storedVersion': 'Stored secret, version {count}',
  'servers.uri.forbiddenScheme':
    '{label} may not use the {scheme}: scheme: enter an http or https address (e.g. https://server.example)',
  'servers.uri.invalid': '{label} must be a valid http or https address (e.g. https://server.example)',
  'servers.uri.openInNewTab': 'Open in a new tab',
  'servers.uri.open': 'Open {uri}',
  // An instance without an address, and a version answer without the POSCore item (SPEC 2.4).
  'servers.notAvailable': 'N/A',
  'servers.edit.idPlaceholder': 'Assigned when saved',

  'servers.posCore.list.title': 'POS Core Instances',
  'servers.posCore.column.id': 'ID',
  'servers.posCore.column.name': 'Name',
  'servers.posCore.column.version': 'Version',
  'servers.posCore.column.staging': 'Staging',
  'servers.posCore.column.errors': 'Errors',
  'servers.posCore.column.uri': 'Uri',
  'servers.posCore.export.lastError': 'Last Error',
  'servers.posCore.edit.title': 'Edit POS Core Instance',
  'servers.posCore.edit.createTitle': 'Create POS Core Instance',
  'servers.posCore.edit.id': 'ID',
  'servers.posCore.edit.uriPlaceholder': 'Enter a valid URI for API access to this POS Core Instance',
  'servers.posCore.edit.saved': 'The POS Core instance was saved.',
  'servers.posCore.edit.deleted': 'The POS Core instance was deleted.',

  'servers.remote.error': 'Error',
  'servers.remote.reportedFailure': 'The instance reported a failure',
  'servers.remote.errorCount': { one: '{count} error', other: '{count} errors' },
  'servers.remote.errorCountWithLast': { one: '{count} error, last {time}', other: '{count} errors, last {time}' },
  'servers.remote.loadingVersion': 'Loading version',
  'servers.remote.loadingErrors': 'Loading errors',
  'servers.remote.retryVersion': 'Retry version lookup',
  'servers.remote.retryErrors': 'Retry error lookup',

  'servers.linkedOrgs.title': 'Linked Organisations',
  'servers.linkedOrgs.loading': 'Loading linked organisations',
  'servers.linkedOrgs.notLoaded': 'The linked organisations could not be loaded.',
  'servers.linkedOrgs.notLoadedBecause': 'The linked organisations could not be loaded. {reason}',
  'servers.linkedOrgs.empty': 'No linked organisations',
  'servers.linkedOrgs.configure': 'Configure',
  'servers.linkedOrgs.configureNamed': 'Configure {name}',

  'servers.deployment.title': 'Edit Deployment Server',
  'servers.deployment.createTitle': 'Create Deployment Server',
  'servers.deployment.id': 'Deployment Server ID',
  // SPEC 2.4's "an valid" fixed (docs/deviations.md).
  'servers.deployment.uriPlaceholder': 'Enter a valid URI for API access to this Deployment Server',
  'servers.deployment.saved': 'The deployment server was saved.',
  'servers.deployment.deleted': 'The deployment server was deleted.',
  'servers.deployment.oneOnly': 'There is already a deployment server',
  'servers.deployment.oneOnlyText':
    "{name} is the service's one deployment server. Change it, or delete it first to create another.",
  'servers.deployment.editIt': 'Edit {name}',
  'servers.deployment.notFound': 'There is no deployment server with the id {id}.',

  'servers.integration.list.title': 'Integration Server Instances',
  'servers.integration.column.id': 'Instance Id',
  'servers.integration.column.name': 'Name',
  'servers.integration.column.type': 'Type',
  'servers.integration.column.uri': 'Uri',
  'servers.integration.edit.title': 'Edit Integration Server Instance',
  'servers.integration.edit.createTitle': 'Create Integration Server Instance',
  'servers.integration.edit.id': 'Integration Server ID',
  'servers.integration.edit.uriPlaceholder': 'Enter a valid URI for API access to this Integration Server',
  'servers.integration.edit.dismissError': 'OK',
  'servers.integration.edit.nameDescription': 'Unique name used for token creation',
  'servers.integration.edit.type': 'Type',
  'servers.integration.edit.secretDescription': 'Entering a value and saving updates the remote order server secret',
  'servers.integration.edit.testInstance': 'Test Instance',
  'servers.integration.edit.testInstanceDescription': 'For third-party developer testing',
  'servers.integration.edit.saved': 'The integration server was saved.',
  'servers.integration.edit.deleted': 'The integration server was deleted.',
  'servers.integration.edit.retryLoad': 'Try again',
  'servers.posCore.recreate.keyLost':
    'Its JWT signing key is not in the list and is not created again: set it on its edit page once it is saved.',
  'servers.integration.recreate.keyLost':
    'Its JWT signing key and secret are not in the list and are not created again: set them on its edit page once it is saved.',
} as const satisfies Catalogue;

export default servers;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    servers: typeof servers;
  }
}
