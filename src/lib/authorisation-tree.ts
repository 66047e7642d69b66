import type { components } from '#/api/schema.gen';
import type { Translate } from './messages/catalogues';
import { isLatest, packageVersionText, sortNewestFirst } from './versions';

export type ApplicationAuthorisation = components['schemas']['ApplicationAuthorisation'];
export type ApplicationPackage = components['schemas']['ApplicationPackage'];
export type ChildAuthorisation = components['schemas']['ChildAuthorisation'];
export type BatchAuthorisationResponse = components['schemas']['BatchAuthorisationResponse'];

/** A row of the Version Authorisations tree: an app, one of its versions, or its "Unauthorised" entry. */
export type AuthorisationNode =
  | { kind: 'app'; id: string; app: ApplicationAuthorisation }
  | { kind: 'version'; id: string; app: ApplicationAuthorisation; pkg: ApplicationPackage; latest: boolean }
  | { kind: 'unauthorised'; id: string; app: ApplicationAuthorisation };

/** The update panel's value for the "Unauthorised" choice (sent as a null package). */
export const UNAUTHORISED = 'unauthorised';

export const appNodeId = (appId: string) => `app:${appId}`;

/** An app's children: its versions newest first (the newest is Latest), then "Unauthorised". */
export function versionNodes(
  app: ApplicationAuthorisation,
  packages: readonly ApplicationPackage[],
): AuthorisationNode[] {
  const versions: AuthorisationNode[] = sortNewestFirst(packages).map((pkg) => ({
    kind: 'version',
    id: `version:${app.applicationID}:${pkg.applicationPackageID}`,
    app,
    pkg,
    latest: isLatest(pkg, packages),
  }));
  return [...versions, { kind: 'unauthorised', id: `none:${app.applicationID}`, app }];
}

export function appIconOf(app: ApplicationAuthorisation): string | null {
  return app.latestVersion?.iconUri ?? app.currentVersion?.iconUri ?? null;
}

/** The child authorisations of one app, one per organisation (first row wins). */
export function childrenOfApp(children: readonly ChildAuthorisation[], appId: string): ChildAuthorisation[] {
  const seen = new Set<string>();
  return children.filter((c) => {
    if (c.applicationID !== appId || seen.has(c.organisationID)) return false;
    seen.add(c.organisationID);
    return true;
  });
}

/** The child organisations of an app on a package (`null` = Unauthorised). */
export function orgsOn(
  children: readonly ChildAuthorisation[],
  appId: string,
  packageId: string | null,
): ChildAuthorisation[] {
  return childrenOfApp(children, appId).filter((c) => (c.applicationPackageID ?? null) === packageId);
}

type T = Translate<'records'>;

/** "1 org", "3 orgs" (the number in the display locale). */
export function orgCountText(t: T, count: number): string {
  return t('records.authorisation.tree.orgCount', { count });
}

/**
 * The row's accessible name: the words the row shows, in order ("5.2.0.100 Latest 1 org"), so that what is seen
 * is what is announced. `children` is undefined while the child authorisations are not known (no count badge).
 */
export function nodeLabel(t: T, node: AuthorisationNode, children: readonly ChildAuthorisation[] | undefined): string {
  if (node.kind === 'app') {
    const current = node.app.currentVersion;
    const name = node.app.applicationName;
    return current
      ? t('records.authorisation.tree.appRowCurrent', { name, version: packageVersionText(current) })
      : name;
  }
  const packageId = node.kind === 'version' ? node.pkg.applicationPackageID : null;
  const name = node.kind === 'version' ? packageVersionText(node.pkg) : t('records.authorisation.unauthorised');
  const orgs = children ? orgCountText(t, orgsOn(children, node.app.applicationID, packageId).length) : null;
  if (node.kind === 'version' && node.latest) {
    return orgs === null
      ? t('records.authorisation.tree.rowLatest', { version: name })
      : t('records.authorisation.tree.rowLatestCount', { version: name, orgs });
  }
  return orgs === null ? name : t('records.authorisation.tree.rowCount', { name, orgs });
}

/** The authorised version's text: "Unauthorised" without one, "Unknown version" when not among the packages. */
export function authorisedVersionText(
  t: T,
  packages: readonly ApplicationPackage[] | undefined,
  packageId: string | null,
): string {
  if (packageId === null) return t('records.authorisation.unauthorised');
  const pkg = packages?.find((p) => p.applicationPackageID === packageId);
  return pkg ? packageVersionText(pkg) : t('records.authorisation.unknownVersion');
}

/** Only an app row has children (its versions). */
export const authorisationHasChildren = (node: AuthorisationNode) => node.kind === 'app';
