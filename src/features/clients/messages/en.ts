import type { Catalogue } from '#/lib/messages/message-types';

/** The API clients: SPEC's English, word for word. */
const clients = {
  'clients.list.title': 'Clients',
  'clients.column.id': 'ID',
  'clients.column.name': 'Name',
  'clients.column.description': 'Description',
  'clients.column.allowPasswordGrant': 'Allow Password Grant',

  'clients.field.clientId': 'Client ID',
  'clients.field.name': 'Name',
  'clients.field.image': 'Image',
  'clients.field.description': 'Description',
  'clients.field.homepage': 'Home Page',
  'clients.field.newSecret': 'Enter New Secret',
  'clients.field.redirectUris': 'Redirect URIs',

  'clients.homepage.forbiddenScheme':
    '{label} may not use the {scheme}: scheme: enter an address such as https://example.com',
  'clients.homepage.notAbsolute': '{label} must be an absolute URI (e.g. https://example.com)',
  'clients.redirectUris.tooLong': '{label} must be at most {max} characters',
  'clients.redirectUris.forbiddenScheme': '{label}: "{uri}" may not use the {scheme}: scheme',
  'clients.redirectUris.notAbsolute': '{label}: "{uri}" is not an absolute URI',

  'clients.edit.title': 'Edit Client',
  'clients.edit.saved': 'The client was saved.',
  'clients.edit.deleted': 'The client was deleted.',
  'clients.edit.homepagePlaceholder': 'https://',
  'clients.edit.allowPasswordGrant': 'Allow Handling End User Passwords',
  'clients.edit.allowPasswordGrantDescription': 'Internal use only',
  'clients.edit.allowRemoteOrderingGrant': 'Allow Remote Ordering Grants',
  'clients.edit.allowRemoteOrderingGrantDescription': 'For third-party remote-order providers only',
  'clients.edit.newSecretDescription': 'Write-only: the current secret is never shown. Leave empty to keep it.',
  'clients.edit.redirectUrisPlaceholder': 'https://example.com/signin-oidc https://example.com/silent-renew',
  'clients.edit.redirectUrisDescription': 'Optional. Separate several URIs with spaces ({length}/{max} characters).',
} as const satisfies Catalogue;

export default clients;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    clients: typeof clients;
  }
}
