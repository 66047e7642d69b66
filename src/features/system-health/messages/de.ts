import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The system health, in German; terms as in docs/i18n.md's glossary. */
const systemHealth: Translation<typeof en> = {
  'systemHealth.title': 'Systemzustand',
  'systemHealth.loadFailed': 'Der Systemzustand konnte nicht abgerufen werden',
  'systemHealth.tree.label': 'Organisation, Verkaufsstellen und Terminals',
  'systemHealth.tree.rowLabel': '{name} {type} {apps}',
  'systemHealth.tree.appCount': { one: '{count} App', other: '{count} Apps' },
  'systemHealth.nodeType.organisation': 'Organisation',
  'systemHealth.nodeType.outletGroup': 'Verkaufsstellengruppe',
  'systemHealth.nodeType.outlet': 'Verkaufsstelle',
  'systemHealth.nodeType.terminal': 'Terminal',

  'systemHealth.states.label': 'Anwendungszustände',
  'systemHealth.states.empty': 'In den letzten 14 Tagen hat hier keine Anwendung ihren Zustand gemeldet.',
  'systemHealth.states.deviceCount': { one: '{count} Gerät', other: '{count} Geräte' },
  'systemHealth.states.scrollRegion': '{application} {version} (horizontal scrollbarer Bereich)',
  'systemHealth.states.column.name': 'Name',
  'systemHealth.states.column.version': 'Version',
  'systemHealth.states.column.type': 'Typ',
  'systemHealth.states.column.device': 'Gerät',
  'systemHealth.states.column.location': 'Standort',
  'systemHealth.states.column.osRegionCulture': 'Betriebssystem-Region/-Kultur',
  'systemHealth.states.column.updated': 'Aktualisiert',
  'systemHealth.states.column.details': 'Details',
  'systemHealth.states.noDetails': 'Keine',
};

export default systemHealth;
