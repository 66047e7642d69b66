import type en from '#/lib/messages/en/conflicts';
import type { Translation } from '#/lib/messages/message-types';

/** Two admins on one record, in German; terms as in docs/i18n.md's glossary. */
const conflicts: Translation<typeof en> = {
  // An edit page's delete refused because someone else changed the record (src/components/edit-page).
  'conflicts.deleteAnyway.title': 'Datensatz geändert',
  'conflicts.deleteAnyway.message':
    'Jemand anderes hat diesen Datensatz geändert, seit Sie ihn geöffnet haben. Trotzdem löschen?',
  'conflicts.deleteAnyway.confirm': 'Trotzdem löschen',
  // Someone else saved the record meanwhile: the edit page's notice (docs/editing.md).
  'conflicts.otherSave.title': 'Jemand anderes hat diesen Datensatz gespeichert',
  'conflicts.otherSave.changed':
    'Während Sie bearbeitet haben, hat jemand anderes Folgendes geändert: {fields}. Diese Änderungen werden hier angezeigt; Ihre eigenen Änderungen bleiben erhalten.',
  'conflicts.otherSave.changedUnnamed':
    'Die Änderungen der anderen Person werden hier angezeigt; Ihre eigenen Änderungen bleiben erhalten.',
  'conflicts.otherSave.conflicts':
    'Sie haben beide die folgenden Felder geändert. Wählen Sie für jedes Feld, welcher Wert bleiben soll, und speichern Sie dann.',
  'conflicts.otherSave.decideFirst':
    'Wählen Sie für jedes Feld, das Sie beide geändert haben, welcher Wert bleiben soll, und speichern Sie dann erneut.',
  'conflicts.otherSave.image': 'Ein Bild',
  'conflicts.otherSave.dismiss': 'Hinweis schließen',
  // Someone else deleted the record meanwhile.
  'conflicts.recordDeleted.title': 'Jemand anderes hat diesen Datensatz gelöscht',
  'conflicts.recordDeleted.message':
    'Es wurde nichts gespeichert. Erstellen Sie ihn mit Ihren Werten erneut oder verwerfen Sie Ihre Änderungen.',
  'conflicts.recordDeleted.cannotCreate':
    'Es wurde nichts gespeichert, und dieser Datensatz kann hier nicht erneut erstellt werden. Verwerfen Sie Ihre Änderungen.',
  'conflicts.recordDeleted.alreadyDeleted': 'Er wurde gelöscht, bevor Ihr Löschauftrag ankam.',
  'conflicts.recordDeleted.createAgain': 'Erneut erstellen',
  'conflicts.recordDeleted.discard': 'Verwerfen',
  'conflicts.recordDeleted.close': 'Schließen',
  // A grid's rows refused because someone else saved or deleted their records: the row's mark (also its dialog's
  // title), Resolve conflict and its dialog (src/components/data-grid).
  'conflicts.grid.changedElsewhere': 'Von jemand anderem geändert',
  'conflicts.grid.deletedElsewhere': 'Von jemand anderem gelöscht',
  'conflicts.grid.resolve': 'Konflikt lösen',
  'conflicts.grid.changedText':
    'Jemand anderes hat {record} geändert, nachdem Sie mit der Bearbeitung begonnen haben. Die Änderungen an anderen Feldern werden übernommen; Ihre bleiben erhalten.',
  'conflicts.grid.theirFields': 'Von der anderen Person geändert: {fields}.',
  'conflicts.grid.choose':
    'Sie haben beide die folgenden Felder geändert: Wählen Sie, welchen Wert Sie behalten möchten.',
  'conflicts.grid.apply': 'Übernehmen',
  'conflicts.grid.discardMine': 'Meine Änderungen verwerfen',
  'conflicts.grid.deletedText': 'Jemand anderes hat {record} gelöscht, nachdem Sie mit der Bearbeitung begonnen haben.',
  'conflicts.grid.recreateText':
    'Erstellen Sie den Datensatz mit Ihren Werten neu, oder verwerfen Sie Ihre Änderungen.',
  'conflicts.grid.recreate': 'Erneut erstellen',
  'conflicts.grid.deleteAnywayQuestion': {
    one: '{records} wurde seit dem Laden von jemand anderem geändert. Trotzdem löschen?',
    other: '{records} wurden seit dem Laden von jemand anderem geändert. Trotzdem löschen?',
  },
  'conflicts.grid.heldBack': {
    one: '{records} wurde inzwischen von jemand anderem geändert oder gelöscht: Wählen Sie mit „Konflikt lösen“ in der Zeile, was Sie behalten möchten.',
    other:
      '{records} wurden inzwischen von jemand anderem geändert oder gelöscht: Wählen Sie mit „Konflikt lösen“ in jeder Zeile, was Sie behalten möchten.',
  },
  // The side-by-side choice of the fields both admins changed (src/components/record-conflicts).
  'conflicts.choices.table': 'Von Ihnen beiden geänderte Felder',
  'conflicts.choices.field': 'Feld',
  'conflicts.choices.theirs': 'Wert der anderen Person',
  'conflicts.choices.mine': 'Ihr Wert',
  'conflicts.choices.keep': 'Behalten',
  'conflicts.choices.keepField': 'Welchen Wert für {field} behalten',
  'conflicts.choices.keepTheirs': 'Der anderen Person',
  'conflicts.choices.keepMine': 'Meinen eigenen',
  'conflicts.choices.empty': '(leer)',
  'conflicts.choices.yes': 'Ja',
  'conflicts.choices.no': 'Nein',
  // Beside the choices: the fields only the other admin changed, taken, with the admin's value before (record-conflicts).
  'conflicts.taken.table': 'Von der anderen Person geänderte Felder',
  'conflicts.taken.theirs': 'Wert der anderen Person (jetzt übernommen)',
  'conflicts.taken.mine': 'Ihr Wert vorher',
};

export default conflicts;
