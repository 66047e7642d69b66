import type { Schemas } from './contract';
import { newestFirst } from './rules';
import { SEED_VERSION, type AcceptanceRecord } from './state';
import type { World } from './world';

/** An organisation's application versions: what it is authorised for, its app settings and its acceptances. */

export const packagesOf = (world: World, applicationID: string) =>
  newestFirst(Object.values(world.state.packages).filter((p) => p.applicationID === applicationID));

export function authorisedPackageId(world: World, organisationID: string, applicationID: string): string | null {
  return (
    world.state.authorisations.find((a) => a.organisationID === organisationID && a.applicationID === applicationID)
      ?.applicationPackageID ?? null
  );
}

/**
 * The version of an application an organisation is authorised for, as the organisation's history names it
 * (`authorisedVersion`): the application and the version's number, or null when it is authorised for none.
 */
export function authorisedVersionField(world: World, organisationID: string, applicationID: string) {
  const pkg = world.state.packages[authorisedPackageId(world, organisationID, applicationID) ?? ''];
  const applicationName = world.state.applications[applicationID]?.applicationName ?? applicationID;
  return {
    authorisedVersion: pkg
      ? {
          applicationID,
          applicationName,
          applicationPackageID: pkg.applicationPackageID,
          version: `${pkg.majorVersion}.${pkg.minorVersion}.${pkg.buildNumber}.${pkg.revision}`,
        }
      : null,
  };
}

export function setAuthorisation(
  world: World,
  organisationID: string,
  applicationID: string,
  applicationPackageID: string | null,
): void {
  const list = world.state.authorisations;
  const at = list.findIndex((a) => a.organisationID === organisationID && a.applicationID === applicationID);
  if (at >= 0) list[at] = { organisationID, applicationID, applicationPackageID };
  else list.push({ organisationID, applicationID, applicationPackageID });
}

/** An application's settings for an organisation; never saved, they are the defaults at the seed's version. */
export function appSettingsOf(world: World, organisationID: string, applicationID: string): Schemas['AppSettings'] {
  const found = world.state.appSettings.find(
    (s) => s.organisationID === organisationID && s.applicationID === applicationID,
  );
  return found
    ? { version: found.version, autoAccept: found.autoAccept, notBeforeTimeUTC: found.notBeforeTimeUTC }
    : { version: SEED_VERSION, autoAccept: false, notBeforeTimeUTC: null };
}

/** An acceptance as answered (and as its history names it): without the organisation it is kept under. */
export const acceptanceView = ({ organisationID: _org, ...acceptance }: AcceptanceRecord): Schemas['Acceptance'] =>
  acceptance;

export const acceptancesOf = (world: World, organisationID: string, packageID: string) =>
  Object.values(world.state.acceptances).filter(
    (a) => a.organisationID === organisationID && a.applicationPackageID === packageID,
  );
