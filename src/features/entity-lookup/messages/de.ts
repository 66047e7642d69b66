import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The entity lookup, in German; terms as in docs/i18n.md's glossary. */
const entityLookup: Translation<typeof en> = {
  'entityLookup.title': 'Objektsuche',
  'entityLookup.search.label': 'Objekt-ID',
  'entityLookup.search.placeholder':
    'Geben Sie die ID einer Verkaufsstelle, eines Kontos, eines Geräts oder eines anderen Datensatzes ein',
  'entityLookup.search.button': 'Suchen',
  'entityLookup.results.failed': 'Fehler...',
  'entityLookup.results.empty': 'Keine Treffer',
  'entityLookup.results.label': 'Treffer',
  'entityLookup.match.label': '{type} {name}',
  'entityLookup.match.kapow': 'Kapow {kapow}',
  'entityLookup.match.id': 'ID',
};

export default entityLookup;
