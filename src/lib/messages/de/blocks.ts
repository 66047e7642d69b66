import type en from '#/lib/messages/en/blocks';
import type { Translation } from '#/lib/messages/message-types';

/** The other shared blocks (tree, site picker, loading overlay, summary and public cards, date inputs), in German; terms as in docs/i18n.md's glossary. */
const blocks: Translation<typeof en> = {
  'blocks.tree.loading': 'Struktur wird geladen',
  'blocks.tree.expand': 'Erweitern',
  'blocks.tree.collapse': 'Reduzieren',
  'blocks.tree.empty': 'Keine Elemente',
  'blocks.tree.loadingChildren': 'Untergeordnete Elemente werden geladen',
  'blocks.tree.childrenFailed': 'Untergeordnete Elemente konnten nicht geladen werden',
  'blocks.tree.retryChildren': 'Untergeordnete Elemente erneut laden',
  'blocks.tree.loadFailed': 'Laden fehlgeschlagen.',
  'blocks.tree.loadFailedReason': 'Laden fehlgeschlagen: {reason}',
  'blocks.loadingOverlay.loading': 'Wird geladen...',
  'blocks.loadingOverlay.error': 'Fehler...',
  'blocks.loadingOverlay.noData': 'Keine Daten',
  'blocks.loadingOverlay.retry': 'Erneut versuchen',
  'blocks.siteNodePicker.label': 'Einschränkungen auf Verkaufsstellen',
  'blocks.siteNodePicker.empty': 'Keine Einschränkung: Zugriff auf alle Verkaufsstellen.',
  'blocks.siteNodePicker.loading': 'Verkaufsstellen werden geladen...',
  'blocks.siteNodePicker.loadFailed':
    'Die Liste der Verkaufsstellen dieser Organisation konnte nicht von POSCore abgerufen werden. Versuchen Sie es später erneut.',
  'blocks.siteNodePicker.tree': 'Standortknoten',
  'blocks.siteNodePicker.noOutlets': 'Diese Organisation hat keine Verkaufsstellen.',
  'blocks.siteNodePicker.restricted': 'Eingeschränkt',
  'blocks.siteNodePicker.add': 'Hinzufügen',
  'blocks.siteNodePicker.restrictTo': 'Auf {name} einschränken',
  'blocks.siteNodePicker.chosen': 'Gewählte Einschränkungen',
  'blocks.siteNodePicker.chosenItem': '{name} ({type})',
  'blocks.siteNodePicker.remove': 'Entfernen',
  'blocks.siteNodePicker.removeRestriction': 'Einschränkung {name} entfernen',
  'blocks.siteNodePicker.singleTaken':
    'Es ist nur eine Einschränkung zulässig: Entfernen Sie die aktuelle, um eine andere zu wählen.',
  'blocks.siteNodeType.outletGroup': 'Verkaufsstellengruppe',
  'blocks.siteNodeType.outlet': 'Verkaufsstelle',
  'blocks.siteNodeType.terminal': 'Terminal',
  'blocks.siteNodeType.unknown': 'Knoten',
  'blocks.summaryCard.count': 'Anzahl {title}',
  'blocks.summaryList.more': '{shown} von {total} angezeigt; weitere folgen beim Scrollen',
  'blocks.publicCard.email': 'E-Mail',
  'blocks.publicCard.login': 'Anmelden',
};

export default blocks;
