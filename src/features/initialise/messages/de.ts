import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The initialise screens, in German; terms as in docs/i18n.md's glossary. */
const initialise: Translation<typeof en> = {
  'initialise.cancel': 'Abbrechen',
  'initialise.submit': 'Initialisieren',
  'initialise.initialising': 'Bitte warten, die Organisation wird initialisiert... Dies kann einige Minuten dauern.',
  'initialise.failed': 'Beim Initialisieren dieser Instanz ist ein Fehler aufgetreten. Versuchen Sie es später erneut.',
  'initialise.outcomeUnknown':
    'Vom Server kam keine Antwort, daher ist nicht bekannt, ob die Organisation initialisiert wurde. Öffnen Sie die Organisation und prüfen Sie dies, bevor Sie es erneut versuchen.',
  'initialise.done': 'Die Organisation wurde initialisiert.',
  'initialise.loading': 'Wird geladen...',
  'initialise.none': 'Keine',

  'initialise.currencyCode.description': 'Die Währung der Organisation, {min} bis {max} Zeichen (z. B. GBP)',

  'initialise.team.label': 'Organisationsadministrator',
  'initialise.team.description': 'Das Team, das der erste Administrator der Organisation wird',
  'initialise.team.failed': 'Die Teams konnten nicht geladen werden: {reason}',

  'initialise.template.label': 'Standard-Konfigurationsvorlage',
  'initialise.template.description': 'Optional: die Organisation, deren Konfiguration als Ausgangspunkt dient',
  'initialise.template.failed': 'Die Vorlagen konnten nicht geladen werden: {reason}',

  'initialise.apps.label': 'Apps',
  'initialise.apps.description': 'Die Anwendungen, für die die Organisation freigegeben ist',
  'initialise.apps.failed': 'Die Apps konnten nicht geladen werden: {reason}',
  'initialise.apps.none': 'Keine Apps verfügbar',
};

export default initialise;
