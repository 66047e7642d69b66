import type { Catalogue } from '#/lib/messages/message-types';

/** The other shared blocks (tree, site picker, loading overlay, summary and public cards, date inputs): SPEC's English, word for word. */
const blocks = {
  // The tree (src/components/tree): its stand-in while it downloads, the expander, lazy loads of children.
  'blocks.tree.loading': 'Loading tree',
  'blocks.tree.expand': 'Expand',
  'blocks.tree.collapse': 'Collapse',
  'blocks.tree.empty': 'No items',
  'blocks.tree.loadingChildren': 'Loading children',
  'blocks.tree.childrenFailed': 'Failed to load children',
  'blocks.tree.retryChildren': 'Retry loading children',
  'blocks.tree.loadFailed': 'Loading failed.',
  'blocks.tree.loadFailedReason': 'Loading failed: {reason}',
  // The loading overlay's defaults (src/components/loading-overlay).
  'blocks.loadingOverlay.loading': 'Loading...',
  'blocks.loadingOverlay.error': 'Error...',
  'blocks.loadingOverlay.noData': 'No Data',
  'blocks.loadingOverlay.retry': 'Retry',
  // The outlet restriction picker (src/components/site-node-picker).
  'blocks.siteNodePicker.label': 'Outlet restrictions',
  'blocks.siteNodePicker.empty': 'No restriction: access to every outlet.',
  'blocks.siteNodePicker.loading': 'Loading outlets...',
  'blocks.siteNodePicker.loadFailed':
    'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.',
  'blocks.siteNodePicker.tree': 'Site nodes',
  'blocks.siteNodePicker.noOutlets': 'This organisation has no outlets.',
  'blocks.siteNodePicker.restricted': 'Restricted',
  'blocks.siteNodePicker.add': 'Add',
  'blocks.siteNodePicker.restrictTo': 'Restrict to {name}',
  'blocks.siteNodePicker.chosen': 'Chosen restrictions',
  'blocks.siteNodePicker.chosenItem': '{name} ({type})',
  'blocks.siteNodePicker.remove': 'Remove',
  'blocks.siteNodePicker.removeRestriction': 'Remove restriction {name}',
  'blocks.siteNodePicker.singleTaken': 'Only one restriction is allowed: remove the current one to choose another.',
  // Kinds of site node (root node types and site node types have the same names).
  'blocks.siteNodeType.outletGroup': 'Outlet group',
  'blocks.siteNodeType.outlet': 'Outlet',
  'blocks.siteNodeType.terminal': 'Terminal',
  'blocks.siteNodeType.unknown': 'Node',
  // Summary cards (src/components/summary-card).
  'blocks.summaryCard.count': '{title} count',
  // Read by screen readers after a long list's shown rows.
  'blocks.summaryList.more': '{shown} of {total} shown; more follow as the list scrolls',
  // The signed-out screens' card and notice (src/components/public-card).
  'blocks.publicCard.email': 'Email',
  'blocks.publicCard.login': 'Login',
} as const satisfies Catalogue;

export default blocks;
