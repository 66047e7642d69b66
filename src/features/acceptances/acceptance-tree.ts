import type { components } from '#/api/schema.gen';
import { RootNodeType } from '#/api/schema.gen';
import { formatDateTime } from '#/lib/locale-format';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import { isLatest, packageVersionText, sortNewestFirst } from '#/lib/versions';
import { ACCEPTANCE_STATUS_KEYS, acceptanceStatus } from './acceptance-rules';

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

type T = Translate<'acceptances'>;

const ROOT_NODE_TYPE_NAMES = {
  [RootNodeType.OutletGroup]: 'acceptances.nodeType.outletGroup',
  [RootNodeType.Outlet]: 'acceptances.nodeType.outlet',
  [RootNodeType.Terminal]: 'acceptances.nodeType.terminal',
} as const satisfies Record<RootNodeType, MessageKey<'acceptances'>>;

/** A node named by its type and id, when the organisation's nodes do not name it. */
const NODE_WITH_ID = {
  [RootNodeType.OutletGroup]: 'acceptances.node.outletGroupWithId',
  [RootNodeType.Outlet]: 'acceptances.node.outletWithId',
  [RootNodeType.Terminal]: 'acceptances.node.terminalWithId',
} as const satisfies Record<RootNodeType, MessageKey<'acceptances'>>;

export function rootNodeTypeName(t: T, type: RootNodeType | null | undefined): string {
  return type === null || type === undefined ? '' : t(ROOT_NODE_TYPE_NAMES[type]);
}

/** The name of the node an acceptance is limited to: "All nodes" when it is not limited. */
export function acceptanceNodeName(
  t: T,
  acceptance: Pick<Acceptance, 'rootNodeID' | 'rootNodeType'>,
  siteNodes: readonly SiteNode[] | undefined,
): string {
  if (acceptance.rootNodeID === null) return t('acceptances.node.all');
  const node = siteNodes?.find((n) => n.nodeID === acceptance.rootNodeID);
  if (node) return node.name;
  const id = acceptance.rootNodeID;
  const type = acceptance.rootNodeType;
  return type === null || type === undefined ? t('acceptances.node.nodeWithId', { id }) : t(NODE_WITH_ID[type], { id });
}

/** When an acceptance takes effect, as the tree shows it (the time in the display locale). */
export function takesEffectText(t: T, acceptance: Acceptance, locale: string): string {
  return acceptance.notBefore
    ? t('acceptances.tree.takesEffectNotBefore', { time: formatDateTime(acceptance.notBefore, locale) })
    : t('acceptances.tree.takesEffectImmediately');
}

/** The row's accessible name: the words the row shows, in order ("5.2.0.100 Latest Partial"). */
export function nodeLabel(
  t: T,
  node: AcceptanceNode,
  siteNodes: readonly SiteNode[] | undefined,
  locale: string,
): string {
  switch (node.kind) {
    case 'app':
      return node.app.appSettings.autoAccept
        ? t('acceptances.tree.appRowAutoAccept', { name: node.app.applicationName })
        : node.app.applicationName;
    case 'pkg': {
      const values = {
        version: packageVersionText(node.pkg),
        status: t(ACCEPTANCE_STATUS_KEYS[acceptanceStatus(node.pkg)]),
      };
      return node.latest ? t('acceptances.tree.versionRowLatest', values) : t('acceptances.tree.versionRow', values);
    }
    case 'old':
      return t('acceptances.tree.olderVersions');
    case 'none':
      return t('acceptances.tree.noVersions');
    case 'accept':
      return t('acceptances.tree.acceptanceRow', {
        node: acceptanceNodeName(t, node.acceptance, siteNodes),
        takesEffect: takesEffectText(t, node.acceptance, locale),
      });
  }
}

/** An app comes with its current versions (and "Older versions"); the rest loads on expansion. */
export const childrenWithRoot = (root: AcceptanceNode) => (root.kind === 'app' ? appChildren(root.app) : []);
