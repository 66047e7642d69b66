import type { components } from '../api/schema.gen';
import { RootNodeType } from '../api/schema.gen';
import { acceptanceStatus } from './acceptance-rules';
import { formatDateTime } from './locale-format';
import { isLatest, packageVersionText, sortNewestFirst } from './versions';

export type AcceptanceTreeApp = components['schemas']['AcceptanceTreeApp'];
export type AcceptanceTreeVersion = components['schemas']['AcceptanceTreeVersion'];
export type Acceptance = components['schemas']['Acceptance'];
export type SiteNode = components['schemas']['SiteNode'];
export type OptionValue = components['schemas']['OptionValue'];

/**
 * A row of the Install Versions tree (SPEC 2.5 "Tree entry prefixes": app, pkg, none, old, accept): an app, one of
 * its versions, its "Older versions" entry (loaded lazily), "No versions" for an app without any, or an acceptance
 * of a version (loaded lazily).
 */
export type AcceptanceNode =
  | { kind: 'app'; id: string; app: AcceptanceTreeApp }
  | { kind: 'pkg'; id: string; app: AcceptanceTreeApp; pkg: AcceptanceTreeVersion; latest: boolean }
  | { kind: 'old'; id: string; app: AcceptanceTreeApp }
  | { kind: 'none'; id: string; app: AcceptanceTreeApp }
  | { kind: 'accept'; id: string; app: AcceptanceTreeApp; pkg: AcceptanceTreeVersion; acceptance: Acceptance };

export const appNodeId = (appId: string) => `app:${appId}`;

export function packageNodes(
  app: AcceptanceTreeApp,
  packages: readonly AcceptanceTreeVersion[],
  latestAmong: readonly AcceptanceTreeVersion[],
): AcceptanceNode[] {
  return sortNewestFirst(packages).map((pkg) => ({
    kind: 'pkg',
    id: `pkg:${app.applicationID}:${pkg.applicationPackageID}`,
    app,
    pkg,
    latest: isLatest(pkg, latestAmong),
  }));
}

/** An app's children: its current versions newest first (the newest is Latest), then "Older versions". */
export function appChildren(app: AcceptanceTreeApp): AcceptanceNode[] {
  const versions = packageNodes(app, app.packages, app.packages);
  const old: AcceptanceNode[] = app.hasOldVersions ? [{ kind: 'old', id: `old:${app.applicationID}`, app }] : [];
  if (versions.length === 0 && old.length === 0) return [{ kind: 'none', id: `none:${app.applicationID}`, app }];
  return [...versions, ...old];
}

export function acceptanceNodes(
  app: AcceptanceTreeApp,
  pkg: AcceptanceTreeVersion,
  acceptances: readonly Acceptance[],
): AcceptanceNode[] {
  return acceptances.map((acceptance) => ({
    kind: 'accept',
    id: `accept:${app.applicationID}:${pkg.applicationPackageID}:${acceptance.applicationPackageAcceptanceID}`,
    app,
    pkg,
    acceptance,
  }));
}

/** Versions that are accepted (fully or partly) have acceptances to load. */
export function hasChildren(node: AcceptanceNode): boolean {
  if (node.kind === 'app' || node.kind === 'old') return true;
  if (node.kind === 'pkg') return acceptanceStatus(node.pkg) !== 'Not Accepted';
  return false;
}

const ROOT_NODE_TYPE_NAMES: Record<RootNodeType, string> = {
  [RootNodeType.OutletGroup]: 'Outlet group',
  [RootNodeType.Outlet]: 'Outlet',
  [RootNodeType.Terminal]: 'Terminal',
};

export function rootNodeTypeName(type: RootNodeType | null | undefined): string {
  return type === null || type === undefined ? '' : ROOT_NODE_TYPE_NAMES[type];
}

/** The name of the node an acceptance is limited to: "All nodes" when it is not limited. */
export function acceptanceNodeName(
  acceptance: Pick<Acceptance, 'rootNodeID' | 'rootNodeType'>,
  siteNodes: readonly SiteNode[] | undefined,
): string {
  if (acceptance.rootNodeID === null) return 'All nodes';
  const node = siteNodes?.find((n) => n.nodeID === acceptance.rootNodeID);
  if (node) return node.name;
  const type = rootNodeTypeName(acceptance.rootNodeType);
  return `${type || 'Node'} ${acceptance.rootNodeID}`;
}

/** When an acceptance takes effect, as the tree shows it (the time in the display locale). */
export function takesEffectText(acceptance: Acceptance, locale: string): string {
  return acceptance.notBefore ? `not before ${formatDateTime(acceptance.notBefore, locale)}` : 'immediately';
}

/** The row's accessible name: the words the row shows, in order ("5.2.0.100 Latest Partial"). */
export function nodeLabel(node: AcceptanceNode, siteNodes: readonly SiteNode[] | undefined, locale: string): string {
  switch (node.kind) {
    case 'app':
      return `${node.app.applicationName}${node.app.appSettings.autoAccept ? ' Auto accept' : ''}`;
    case 'pkg':
      return `${packageVersionText(node.pkg)}${node.latest ? ' Latest' : ''} ${acceptanceStatus(node.pkg)}`;
    case 'old':
      return 'Older versions';
    case 'none':
      return 'No versions';
    case 'accept':
      return `${acceptanceNodeName(node.acceptance, siteNodes)} ${takesEffectText(node.acceptance, locale)}`;
  }
}

export const ACCEPTANCES_FETCH_FAILED = 'Unable to fetch acceptances';
export const NODES_FETCH_FAILED = 'Unable to fetch nodes';
export const ACCEPTANCE_SAVE_FAILED = 'Unable to save acceptance';
/** SPEC 8's empty-tree text, with its typo ("This organisations") fixed (docs/deviations.md). */
export const NO_APPLICATIONS_TEXT =
  'This organisation is not authorised to use any applications. Please contact your administrator.';

/** An app comes with its current versions (and "Older versions"); the rest loads on expansion. */
export const childrenWithRoot = (root: AcceptanceNode) => (root.kind === 'app' ? appChildren(root.app) : []);
