import type { Catalogue } from '#/lib/messages/message-types';

/** The authorisations screens: SPEC's English, word for word. */
const authorisations = {
  'authorisations.errorTitle': 'Error',
  'authorisations.latest': 'Latest',
  'authorisations.none': 'None',
  'authorisations.childrenFailed': 'Unable to fetch child organisation authorisations',
  'authorisations.hint':
    'Select an application or one of its versions to see its details and change the authorised version.',

  'authorisations.tree.label': 'Applications and versions',
  'authorisations.tree.empty': 'There are no applications to authorise.',
  'authorisations.tree.current': 'current {version}',
  'authorisations.details.region': 'Details',
  'authorisations.details.unauthorisedTitle': '{app}: Unauthorised',
  'authorisations.details.currentVersion': 'Current version',
  'authorisations.details.latestVersion': 'Latest version',
  'authorisations.details.childOrganisations': 'Child organisations',
  'authorisations.details.organisation': 'Organisation',
  'authorisations.details.authorisedVersion': 'Authorised version',
  'authorisations.details.created': 'Created',
  'authorisations.details.installerSize': 'Installer size',
  'authorisations.details.changeNotes': 'Change notes',
  'authorisations.details.orgsOnVersion': 'Organisations on this version',
  'authorisations.details.noOrgOnVersion': 'No organisation is authorised to use this version.',
  'authorisations.details.orgsUnauthorised': 'Organisations not authorised to use {app}',
  'authorisations.details.noOrgUnauthorised': 'None.',

  'authorisations.update.title': 'Update authorised version',
  'authorisations.update.version': 'Version',
  'authorisations.update.versionLatest': '{version} (Latest)',
  'authorisations.update.loading': 'Loading...',
  'authorisations.update.chooseVersion': 'Choose a version',
  'authorisations.update.versionsFailed': 'The versions of this application could not be loaded.',
  'authorisations.update.organisation': 'Organisation',
  'authorisations.update.all': 'All',
  'authorisations.update.chooseOrganisation': 'Choose an organisation',
  'authorisations.update.organisationPlaceholder': 'Choose an organisation, or All',
  'authorisations.update.childrenUnavailable': 'The child organisations are not available.',
  'authorisations.update.autoAcceptNotBefore': 'Auto-accept not before',
  'authorisations.update.autoAcceptHint':
    'For organisations that accept new versions automatically: the earliest time this version takes effect',
  'authorisations.update.notBefore': 'Not before',
  'authorisations.update.tomorrow': 'Tomorrow',
  'authorisations.update.rollbackTitle': 'Rollback',
  'authorisations.update.rollback':
    '{version} is older than the version currently authorised for {organisations}. This is a rollback: sites that have already installed a newer version do not revert.',
  'authorisations.update.authorise': 'Authorise',

  'authorisations.outcome.success': 'Success',
  'authorisations.outcome.partialSuccess': 'Partial Success',
  'authorisations.outcome.failure': 'Failure',
  'authorisations.outcome.ok': 'OK',
  'authorisations.outcome.organisations': { one: '{count} organisation', other: '{count} organisations' },
  'authorisations.outcome.changed': 'The authorised version was changed for {organisations}.',
  'authorisations.outcome.changedPartly': 'The authorised version was changed for {updated}, but not for {failed}.',
  'authorisations.outcome.failed': 'Unable to change authorised versions at this time. Please try again later.',
  'authorisations.outcome.insufficientPosCore': {
    one: 'The following organisation failed to update due to their POSCore not meeting the minimum version requirements:',
    other:
      'The following organisations failed to update due to their POSCore not meeting the minimum version requirements:',
  },
  'authorisations.outcome.updated': 'Updated:',
  'authorisations.outcome.updatedList': 'Updated organisations',
  'authorisations.outcome.notUpdatedList': 'Organisations not updated',
} as const satisfies Catalogue;

export default authorisations;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    authorisations: typeof authorisations;
  }
}
