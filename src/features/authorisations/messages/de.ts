import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The authorisations screens, in German; terms as in docs/i18n.md's glossary. */
const authorisations: Translation<typeof en> = {
  'authorisations.errorTitle': 'Fehler',
  'authorisations.latest': 'Neueste',
  'authorisations.none': 'Keine',
  'authorisations.childrenFailed': 'Die Freigaben der untergeordneten Organisationen konnten nicht abgerufen werden.',
  'authorisations.hint':
    'Wählen Sie eine Anwendung oder eine ihrer Versionen aus, um die Details anzuzeigen und die freigegebene Version zu ändern.',

  'authorisations.tree.label': 'Anwendungen und Versionen',
  'authorisations.tree.empty': 'Es gibt keine Anwendungen zum Freigeben.',
  'authorisations.tree.current': 'aktuell {version}',
  'authorisations.details.region': 'Details',
  'authorisations.details.unauthorisedTitle': '{app}: Nicht freigegeben',
  'authorisations.details.currentVersion': 'Aktuelle Version',
  'authorisations.details.latestVersion': 'Neueste Version',
  'authorisations.details.childOrganisations': 'Untergeordnete Organisationen',
  'authorisations.details.organisation': 'Organisation',
  'authorisations.details.authorisedVersion': 'Freigegebene Version',
  'authorisations.details.created': 'Erstellt',
  'authorisations.details.installerSize': 'Größe des Installationspakets',
  'authorisations.details.changeNotes': 'Änderungshinweise',
  'authorisations.details.orgsOnVersion': 'Organisationen mit dieser Version',
  'authorisations.details.noOrgOnVersion': 'Keine Organisation ist für diese Version freigegeben.',
  'authorisations.details.orgsUnauthorised': 'Organisationen ohne Freigabe für {app}',
  'authorisations.details.noOrgUnauthorised': 'Keine.',

  'authorisations.update.title': 'Freigegebene Version ändern',
  'authorisations.update.version': 'Version',
  'authorisations.update.versionLatest': '{version} (Neueste)',
  'authorisations.update.loading': 'Wird geladen...',
  'authorisations.update.chooseVersion': 'Version auswählen',
  'authorisations.update.versionsFailed': 'Die Versionen dieser Anwendung konnten nicht geladen werden.',
  'authorisations.update.organisation': 'Organisation',
  'authorisations.update.all': 'Alle',
  'authorisations.update.chooseOrganisation': 'Wählen Sie eine Organisation aus.',
  'authorisations.update.organisationPlaceholder': 'Organisation oder „Alle“ auswählen',
  'authorisations.update.childrenUnavailable': 'Die untergeordneten Organisationen sind nicht verfügbar.',
  'authorisations.update.autoAcceptNotBefore': 'Automatische Annahme frühestens ab',
  'authorisations.update.autoAcceptHint':
    'Für Organisationen, die neue Versionen automatisch annehmen: der früheste Zeitpunkt, ab dem diese Version wirksam wird',
  'authorisations.update.notBefore': 'Frühestens ab',
  'authorisations.update.tomorrow': 'Morgen',
  'authorisations.update.rollbackTitle': 'Rollback',
  'authorisations.update.rollback':
    '{version} ist älter als die Version, die derzeit für {organisations} freigegeben ist. Dies ist ein Rollback: Standorte, die bereits eine neuere Version installiert haben, kehren nicht zur älteren Version zurück.',
  'authorisations.update.authorise': 'Freigeben',

  'authorisations.outcome.success': 'Erfolgreich',
  'authorisations.outcome.partialSuccess': 'Teilweise erfolgreich',
  'authorisations.outcome.failure': 'Fehlgeschlagen',
  'authorisations.outcome.ok': 'OK',
  'authorisations.outcome.organisations': { one: '{count} Organisation', other: '{count} Organisationen' },
  'authorisations.outcome.changed': 'Die freigegebene Version wurde für {organisations} geändert.',
  'authorisations.outcome.changedPartly':
    'Die freigegebene Version wurde für {updated} geändert, für {failed} jedoch nicht.',
  'authorisations.outcome.failed':
    'Die freigegebenen Versionen können zurzeit nicht geändert werden. Versuchen Sie es später erneut.',
  'authorisations.outcome.insufficientPosCore': {
    one: 'Die folgende Organisation konnte nicht aktualisiert werden, weil ihr POSCore die erforderliche Mindestversion nicht erreicht:',
    other:
      'Die folgenden Organisationen konnten nicht aktualisiert werden, weil ihr POSCore die erforderliche Mindestversion nicht erreicht:',
  },
  'authorisations.outcome.updated': 'Aktualisiert:',
  'authorisations.outcome.updatedList': 'Aktualisierte Organisationen',
  'authorisations.outcome.notUpdatedList': 'Nicht aktualisierte Organisationen',
};

export default authorisations;
