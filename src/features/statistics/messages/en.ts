import type { Catalogue } from '#/lib/messages/message-types';

/** Admin > Statistics: SPEC's English, word for word. */
const statistics = {
  'statistics.title': 'Statistics',
  'statistics.month.label': 'Month',
  'statistics.month.placeholder': 'Pick a month',
  'statistics.month.clear': 'Clear month',
  'statistics.search': 'Search',
  'statistics.download.link': 'Download',
  'statistics.download.failedTitle': 'Download failed',
  'statistics.download.failed': 'The download failed.',
  'statistics.download.empty': 'The download is empty.',
  'statistics.noMonth': 'Pick a month and search to see its statistics.',
  'statistics.error': 'Error...',
  'statistics.tree.label': 'Statistics',
  'statistics.tree.empty': 'No statistics for this month',
  // The count badges; a click sorts by the count.
  'statistics.count.orgs': { one: '{count} org', other: '{count} orgs' },
  'statistics.count.transactions': { one: '{count} transaction', other: '{count} transactions' },
  'statistics.count.outlets': { one: '{count} outlet', other: '{count} outlets' },
  'statistics.count.sortBy': '{badge}: sort by {field}',
  'statistics.sort.field.orgs': 'Organisations',
  'statistics.sort.field.transactions': 'Transactions',
  'statistics.sort.field.outlets': 'Outlets',
  'statistics.sort.group': 'Sort',
  'statistics.sort.sortedBy': 'Sorted by {field}',
  'statistics.sort.descending': 'Descending',
  'statistics.sort.ascending': 'Ascending',
  'statistics.sort.toAscending': 'Descending: sort ascending',
  'statistics.sort.toDescending': 'Ascending: sort descending',
  'statistics.sort.clear': 'Clear sort',
  // The server badges of an organisation row.
  'statistics.server.ros.short': 'ROS',
  'statistics.server.ros.name': 'Remote Order Server',
  'statistics.server.des.short': 'DES',
  'statistics.server.des.name': 'Data Extraction Server',
  'statistics.server.ps.short': 'PS',
  'statistics.server.ps.name': 'Partner Server',
  'statistics.server.rs.short': 'RS',
  'statistics.server.rs.name': 'Reporting Server',
  'statistics.server.set': '{server} set',
  'statistics.server.unset': 'No {server}',
  'statistics.package': 'Authorised package',
} as const satisfies Catalogue;

export default statistics;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    statistics: typeof statistics;
  }
}
