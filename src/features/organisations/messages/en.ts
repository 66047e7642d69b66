import type { Catalogue } from '#/lib/messages/message-types';

/** The organisations: SPEC's English, word for word. */
const organisations = {
  'organisations.title': 'Organisations',
  'organisations.selectPrompt': 'Select an organisation in the tree, or create a new one.',
  'organisations.formLoadFailed': 'The organisation form could not be loaded: {reason}',
  'organisations.notFound': 'The selected organisation was not found.',
  'organisations.clearSelection': 'Clear selection',
  'organisations.loadFailed': 'The organisations could not be loaded.',
  'organisations.loadFailedTitle': 'Failed to load',
  'organisations.treeFailed': 'Error...',
  // The tree panel.
  'organisations.tree.create': 'Create new organisation',
  'organisations.tree.filterLabel': 'Filter organisations',
  'organisations.tree.filterPlaceholder': 'Filter name/code/kapow',
  'organisations.tree.clearFilter': 'Clear filter',
  'organisations.tree.search': 'Search',
  'organisations.tree.label': 'Organisations',
  'organisations.tree.noMatch': 'No organisations match the filter',
  'organisations.tree.empty': 'No organisations',
  'organisations.tree.active': 'Active',
  'organisations.tree.inactive': 'Inactive',
  'organisations.tree.initialised': 'Initialised',
  'organisations.tree.notInitialisedTooltip': 'Not initialised: initialise it',
  'organisations.tree.notInitialisedLabel': 'Not initialised: initialise',
  'organisations.tree.configure': 'Configure',
  'organisations.tree.inviteTooltip': 'Invite a user',
  'organisations.tree.invite': 'Invite',
  // The organisation form.
  'organisations.form.createTitle': 'Create Organisation',
  'organisations.form.editTitle': 'Edit Organisation',
  'organisations.form.organisationCode': 'Organisation Code',
  'organisations.form.name': 'Name',
  'organisations.form.codeOnlyOnCreate': 'Can only be set when creating',
  'organisations.form.kapow': 'Kapow',
  'organisations.form.none': 'None',
  'organisations.form.organisationType': 'Organisation Type',
  'organisations.form.posCoreInstance': 'POS Core Instance',
  'organisations.form.posCoreLocked': 'Cannot be changed once the organisation is initialised',
  'organisations.form.remoteOrderServer': 'Remote Order Server',
  'organisations.form.dataExtractionServer': 'Data Extraction Server',
  'organisations.form.partnerServer': 'Partner Server',
  'organisations.form.reportingServer': 'Reporting Server',
  'organisations.form.parent': 'Parent Organisation',
  'organisations.form.active': 'Active',
  'organisations.form.initialised': 'Initialised',
  'organisations.form.saved': 'The organisation {name} was saved.',
  'organisations.form.noSavedRecord': 'The server did not return the saved organisation.',
  // SPEC 3 "Organisation type" (the contract's x-enum-descriptions).
  'organisations.type.licensee': 'Licensee',
  'organisations.type.dealer': 'Dealer',
  'organisations.type.templatePublic': 'Public Template',
  'organisations.type.templatePrivate': 'Private Template',
  'organisations.type.configurationDefaults': 'Default Configuration Template',
  'organisations.type.licenseeGroup': 'Licensee Group',
  'organisations.type.root': 'Root',
  'organisations.type.unknown': 'Unknown ({type})',
} as const satisfies Catalogue;

export default organisations;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    organisations: typeof organisations;
  }
}
