import type { Catalogue } from '#/lib/messages/message-types';

/** A record's History panel (src/components/history), loaded with the panel when it is opened. */
const history = {
  'history.list': 'Changes, newest first',
  'history.unknownUser': 'Unknown user',
  'history.entry': '{user}, {when}',
  'history.changes': 'Fields changed',
  'history.before': 'Before',
  'history.after': 'After',
  'history.replaced': 'Replaced',
  'history.value.empty': '(empty)',
  'history.value.yes': 'Yes',
  'history.value.no': 'No',
  'history.filter.label': 'Filter the history',
  'history.filter.field': 'Field',
  'history.filter.allFields': 'All fields',
  'history.filter.user': 'Changed by',
  'history.filter.userPlaceholder': 'Name or id',
  'history.empty': 'No changes recorded.',
  'history.emptyFiltered': 'No changes match these filters.',
  'history.loadMore': 'Load more',
  'history.shown': { one: '{count} change shown', other: '{count} changes shown' },
  'history.end': 'That is the whole history.',
  'history.failed': 'The history could not be loaded',
  'history.retry': 'Retry',
  'history.noHistory': 'No history',
  'history.useValues': 'Use these values',
  'history.useValuesOf': 'Use the values from before the change of {when}',
  'history.useValues.onlySecrets': 'Only secrets changed here, and their values are never kept.',
  'history.useValues.notOnForm': 'None of the fields changed here is on this form.',
  'history.useValues.done': 'The values from before this change are in the form. Save to keep them.',
} as const satisfies Catalogue;

export default history;
