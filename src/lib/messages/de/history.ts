import type en from '#/lib/messages/en/history';
import type { Translation } from '#/lib/messages/message-types';

/** Der Verlauf eines Datensatzes, auf Deutsch; Begriffe wie im Glossar von docs/i18n.md. */
const history: Translation<typeof en> = {
  'history.list': 'Änderungen, neueste zuerst',
  'history.unknownUser': 'Unbekannter Benutzer',
  'history.entry': '{user}, {when}',
  'history.changes': 'Geänderte Felder',
  'history.before': 'Vorher',
  'history.after': 'Nachher',
  'history.replaced': 'Ersetzt',
  'history.value.empty': '(leer)',
  'history.value.yes': 'Ja',
  'history.value.no': 'Nein',
  'history.filter.label': 'Verlauf filtern',
  'history.filter.field': 'Feld',
  'history.filter.allFields': 'Alle Felder',
  'history.filter.user': 'Geändert von',
  'history.filter.userPlaceholder': 'Name oder ID',
  'history.empty': 'Keine Änderungen aufgezeichnet.',
  'history.emptyFiltered': 'Keine Änderungen entsprechen diesen Filtern.',
  'history.loadMore': 'Mehr laden',
  'history.shown': { one: '{count} Änderung angezeigt', other: '{count} Änderungen angezeigt' },
  'history.end': 'Das ist der gesamte Verlauf.',
  'history.failed': 'Der Verlauf konnte nicht geladen werden',
  'history.retry': 'Erneut versuchen',
  'history.noHistory': 'Kein Verlauf',
  'history.useValues': 'Diese Werte übernehmen',
  'history.useValuesOf': 'Die Werte von vor der Änderung vom {when} übernehmen',
  'history.useValues.onlySecrets': 'Hier wurden nur Geheimnisse geändert, und deren Werte werden nie gespeichert.',
  'history.useValues.notOnForm': 'Keines der hier geänderten Felder ist in diesem Formular.',
  'history.useValues.done':
    'Die Werte von vor dieser Änderung stehen im Formular. Speichern Sie, um sie zu übernehmen.',
};

export default history;
