import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The API clients, in German; terms as in docs/i18n.md's glossary. */
const clients: Translation<typeof en> = {
  'clients.list.title': 'API-Clients',
  'clients.column.id': 'ID',
  'clients.column.name': 'Name',
  'clients.column.description': 'Beschreibung',
  'clients.column.allowPasswordGrant': 'Kennwortgewährung zulassen',

  'clients.field.clientId': 'Client-ID',
  'clients.field.name': 'Name',
  'clients.field.image': 'Bild',
  'clients.field.description': 'Beschreibung',
  'clients.field.homepage': 'Homepage',
  'clients.field.newSecret': 'Neuen Clientschlüssel eingeben',
  'clients.field.redirectUris': 'Umleitungs-URIs',

  'clients.homepage.forbiddenScheme':
    '{label} darf das Schema „{scheme}:“ nicht verwenden: Geben Sie eine Adresse wie https://example.com ein',
  'clients.homepage.notAbsolute': '{label} muss eine absolute URI sein (z. B. https://example.com)',
  'clients.redirectUris.tooLong': '{label} dürfen höchstens {max} Zeichen lang sein',
  'clients.redirectUris.forbiddenScheme': '{label}: „{uri}“ darf das Schema „{scheme}:“ nicht verwenden',
  'clients.redirectUris.notAbsolute': '{label}: „{uri}“ ist keine absolute URI',

  'clients.edit.title': 'API-Client bearbeiten',
  'clients.edit.saved': 'Der API-Client wurde gespeichert.',
  'clients.edit.deleted': 'Der API-Client wurde gelöscht.',
  'clients.edit.homepagePlaceholder': 'https://',
  'clients.edit.allowPasswordGrant': 'Verarbeitung von Endbenutzerkennwörtern zulassen',
  'clients.edit.allowPasswordGrantDescription': 'Nur zur internen Verwendung',
  'clients.edit.allowRemoteOrderingGrant': 'Gewährungen für Remote-Bestellungen zulassen',
  'clients.edit.allowRemoteOrderingGrantDescription': 'Nur für externe Anbieter von Remote-Bestellungen',
  'clients.edit.newSecretDescription':
    'Nur schreibbar: Der aktuelle Clientschlüssel wird nie angezeigt. Lassen Sie das Feld leer, um ihn beizubehalten.',
  'clients.edit.redirectUrisPlaceholder': 'https://example.com/signin-oidc https://example.com/silent-renew',
  'clients.edit.redirectUrisDescription':
    'Optional. Trennen Sie mehrere URIs durch Leerzeichen ({length}/{max} Zeichen).',
};

export default clients;
