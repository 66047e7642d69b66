import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The service accounts, in German; terms as in docs/i18n.md's glossary. */
const serviceAccounts: Translation<typeof en> = {
  'serviceAccounts.failure.load':
    'Beim Laden dieses Dienstkontos ist ein Fehler aufgetreten. Bitte aktualisieren Sie die Seite.',
  'serviceAccounts.failure.save':
    'Beim Speichern dieses Dienstkontos ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'serviceAccounts.failure.delete':
    'Beim Löschen dieses Dienstkontos ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'serviceAccounts.failure.resetPassword':
    'Beim Zurücksetzen des Kennworts dieses Dienstkontos ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
  'serviceAccounts.permission.DataExtractionService_Templates': 'Datenextraktionsvorlagen',
  'serviceAccounts.permission.PartnerServices_Config': 'Partnerdienste-Konfiguration',
  'serviceAccounts.permission.PartnerServices_Sales': 'Partnerdienste-Umsätze',
  'serviceAccounts.field.name': 'Name',
  'serviceAccounts.field.namePlaceholder': 'Geben Sie einen aussagekräftigen Namen für dieses Konto ein',
  'serviceAccounts.field.type': 'Typ',
  'serviceAccounts.field.typeDescription': 'Der Dienst, für den dieses Konto verwendet wird',
  'serviceAccounts.field.typeRequired': 'Typ ist erforderlich',
  'serviceAccounts.list.title': 'Dienstkonten',
  'serviceAccounts.list.column.restriction': 'Einschränkung',
  'serviceAccounts.list.noRestriction': 'Keine',
  'serviceAccounts.edit.title': 'Dienstkonto bearbeiten',
  'serviceAccounts.edit.saved': 'Das Dienstkonto wurde gespeichert.',
  'serviceAccounts.edit.deleted': 'Das Dienstkonto wurde gelöscht.',
  'serviceAccounts.edit.generating': 'Neues Kennwort wird generiert...',
  'serviceAccounts.edit.accountId': 'Dienstkonto-ID',
  'serviceAccounts.edit.chooseType': 'Typ auswählen',
  'serviceAccounts.edit.permissions': 'Integrationsserver-Berechtigungen',
  'serviceAccounts.edit.permissionsDescription': 'Was der Integrationsserver mit diesem Konto tun darf.',
  'serviceAccounts.edit.restriction': 'Standorteinschränkung',
  'serviceAccounts.edit.restrictionDescription':
    'Beschränken Sie dieses Konto auf eine Verkaufsstellengruppe, eine Verkaufsstelle oder ein Terminal.',
  'serviceAccounts.edit.noRestriction': 'Keine Einschränkung: Dieses Konto erreicht alle Verkaufsstellen.',
  'serviceAccounts.resetPassword.button': 'Dienstkonto-Kennwort zurücksetzen',
  'serviceAccounts.resetPassword.confirm':
    'Für dieses Dienstkonto wird ein neues Kennwort generiert. Das aktuelle Kennwort ist sofort ungültig, daher muss dem Dienst, der es verwendet, das neue Kennwort mitgeteilt werden. Fortfahren?',
  'serviceAccounts.resetPassword.confirmButton': 'Kennwort zurücksetzen',
  'serviceAccounts.resetPassword.newTitle': 'Neues Kennwort des Dienstkontos',
  'serviceAccounts.resetPassword.onceTitle': 'Wird nur einmal angezeigt',
  'serviceAccounts.resetPassword.onceText':
    'Kopieren Sie dieses Kennwort jetzt und geben Sie es an den Dienst weiter, der dieses Konto verwendet. Die Konsole speichert es nicht, und nach dem Schließen dieses Dialogs kann es nicht erneut angezeigt werden.',
  'serviceAccounts.resetPassword.newPassword': 'Neues Kennwort',
  'serviceAccounts.resetPassword.copyLabel': 'Kennwort',
  'serviceAccounts.resetPassword.discarded': 'Beim Schließen dieses Dialogs wird das Kennwort verworfen.',
  'serviceAccounts.resetPassword.close': 'Schließen',
};

export default serviceAccounts;
