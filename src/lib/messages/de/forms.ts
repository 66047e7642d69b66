import type en from '#/lib/messages/en/forms';
import type { Translation } from '#/lib/messages/message-types';

/** The form and edit-page blocks (form fields, validation, edit page, dialogs, session ended, unsaved work), in German; terms as in docs/i18n.md's glossary. */
const forms: Translation<typeof en> = {
  'forms.validation.required': '{label} ist erforderlich',
  'forms.validation.maxLength': {
    one: '{label} darf höchstens {count} Zeichen lang sein',
    other: '{label} darf höchstens {count} Zeichen lang sein',
  },
  'forms.validation.lengthRange': '{label} muss {min} bis {max} Zeichen lang sein',
  'forms.validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'forms.email.label': 'E-Mail',
  'forms.currencyCode.label': 'Währungscode',

  'forms.password.tooShort': {
    one: 'Das Kennwort muss mindestens {count} Zeichen lang sein',
    other: 'Das Kennwort muss mindestens {count} Zeichen lang sein',
  },
  'forms.password.edgeSpace': 'Das Kennwort darf nicht mit einem Leerzeichen beginnen oder enden',
  'forms.password.mismatch': 'Die Kennwörter stimmen nicht überein',
  'forms.password.required': 'Kennwort ist erforderlich',
  'forms.password.newLabel': 'Neues Kennwort',
  'forms.password.confirmLabel': 'Kennwort bestätigen',
  'forms.password.strengthMeter': 'Kennwortstärke',
  'forms.password.strength.tooShort': 'Zu kurz',
  'forms.password.strength.veryWeak': 'Sehr schwach',
  'forms.password.strength.weak': 'Schwach',
  'forms.password.strength.average': 'Mittel',
  'forms.password.strength.strong': 'Stark',
  'forms.password.strength.veryStrong': 'Sehr stark',

  'forms.textField.show': '{label} anzeigen',
  'forms.textField.hide': '{label} ausblenden',
  'forms.select.nothingFound': 'Keine Treffer',
  'forms.select.retry': 'Erneut versuchen',
  'forms.codeSelect.locale': 'Gebietsschema',
  'forms.codeSelect.currency': 'Währung',

  'forms.imagePicker.notAnImage': 'Bitte wählen Sie eine Bilddatei aus',
  'forms.imagePicker.unsupportedType': 'Nur PNG-, JPEG-, GIF- und WebP-Bilder können verwendet werden',
  'forms.imagePicker.readFailed': 'Die Datei konnte nicht gelesen werden',
  'forms.imagePicker.tooLarge': 'Das Bild darf höchstens {size} groß sein',
  'forms.imagePicker.bytes': { one: '{count} Byte', other: '{count} Bytes' },
  'forms.imagePicker.kilobytes': '{size} KB',
  'forms.imagePicker.megabytes': '{size} MB',
  'forms.imagePicker.preview': '{label} (Vorschau)',
  'forms.imagePicker.noImage': 'Kein Bild',
  'forms.imagePicker.choose': 'Bild auswählen',
  'forms.imagePicker.remove': 'Entfernen',

  'forms.editPage.save': 'Speichern',
  'forms.editPage.cancel': 'Abbrechen',
  'forms.editPage.delete': 'Löschen',
  'forms.editPage.done': 'Fertig',
  'forms.editPage.history': 'Verlauf',
  'forms.editPage.historyLoading': 'Verlauf wird geladen',
  'forms.editPage.loadFailed': 'Laden fehlgeschlagen',
  'forms.editPage.saveFailed': 'Speichern fehlgeschlagen.',
  'forms.editPage.deleteFailed': 'Löschen fehlgeschlagen.',
  'forms.editPage.checkFields': 'Überprüfen Sie die markierten Felder.',
  'forms.editPage.deleteTitle': 'Löschen',
  'forms.editPage.navigationHeld':
    'Bitte warten: Die Änderungen werden gesendet. Sie können die Seite verlassen, sobald der Vorgang abgeschlossen ist.',

  'forms.unsaved.title': 'Nicht gespeicherte Änderungen',
  'forms.unsaved.message':
    'Sie haben nicht gespeicherte Änderungen. Möchten Sie diese Seite verlassen und die Änderungen verwerfen?',
  'forms.unsaved.leave': 'Verlassen',
  'forms.unsaved.stay': 'Bleiben',

  'forms.dialog.ok': 'OK',
  'forms.dialog.cancel': 'Abbrechen',
  'forms.dialog.errorTitle': 'Fehler',
  'forms.errorAlert.title': 'Fehler',
  'forms.errorAlert.dismiss': 'Fehlermeldung schließen',

  'forms.sessionEnded.title': 'Ihre Sitzung ist abgelaufen',
  'forms.sessionEnded.notSaved':
    'Sie wurden abgemeldet, daher wurden Ihre Änderungen nicht gespeichert. Alles, was Sie eingegeben haben, befindet sich weiterhin auf dieser Seite.',
  'forms.sessionEnded.sentNotSaved':
    'Sie wurden abgemeldet, daher wurde die gesendete Änderung nicht gespeichert. Alles, was Sie eingegeben haben, befindet sich weiterhin auf dieser Seite.',
  'forms.sessionEnded.howToRetry':
    'Melden Sie sich in einem neuen Tab erneut an, kehren Sie dann hierher zurück und klicken Sie auf „Erneut versuchen“.',
  'forms.sessionEnded.howToSendAgain':
    'Melden Sie sich in einem neuen Tab erneut an, kehren Sie dann hierher zurück und klicken Sie auf „Erneut versuchen“, um die Änderung erneut zu senden.',
  'forms.sessionEnded.stillSignedOut':
    'Sie sind weiterhin abgemeldet. Melden Sie sich im neuen Tab erneut an und klicken Sie dann auf „Erneut versuchen“.',
  'forms.sessionEnded.otherUser':
    'Sie sind jetzt als {name} angemeldet. Melden Sie sich als der Benutzer an, der diese Änderungen vorgenommen hat, und klicken Sie dann auf „Erneut versuchen“.',
  'forms.sessionEnded.anotherUser':
    'Sie sind jetzt als ein anderer Benutzer angemeldet. Melden Sie sich als der Benutzer an, der diese Änderungen vorgenommen hat, und klicken Sie dann auf „Erneut versuchen“.',
  'forms.sessionEnded.checkFailed': 'Die Sitzung konnte nicht überprüft werden: {reason}',
  'forms.sessionEnded.signIn': 'Erneut anmelden (neuer Tab)',
  'forms.sessionEnded.retry': 'Erneut versuchen',
  'forms.sessionEnded.close': 'Schließen',

  'forms.copy.copy': 'Kopieren',
  'forms.copy.copied': 'Kopiert',
  'forms.copy.label': '{label} kopieren',

  'forms.dates.previousMonth': 'Vorheriger Monat',
  'forms.dates.nextMonth': 'Nächster Monat',
  'forms.dates.previousYear': 'Vorheriges Jahr',
  'forms.dates.nextYear': 'Nächstes Jahr',
  'forms.dates.previousDecade': 'Vorheriges Jahrzehnt',
  'forms.dates.nextDecade': 'Nächstes Jahrzehnt',
  'forms.dates.clear': '{label} leeren',
  'forms.dates.hours': '{label}: Stunden',
  'forms.dates.minutes': '{label}: Minuten',
  'forms.dates.set': '{label} übernehmen',

  'forms.linkValidation.tryAgain': 'Erneut versuchen',
  'forms.linkValidation.validating': 'Wird überprüft...',
};

export default forms;
