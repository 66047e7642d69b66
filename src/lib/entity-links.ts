import { linkOptions } from '@tanstack/react-router';
import { EntityLookupType, type components } from '#/api/schema.gen';
import { editLinks } from './edit-links';
import type { MessageKey } from './messages/catalogues';

export type EntityLookupMatch = components['schemas']['EntityLookupMatch'];

/** SPEC 2.4 "Entity Lookup": the keys of the type labels (the contract's x-enum-descriptions). */
export const entityTypeLabels = {
  [EntityLookupType.Unknown]: 'records.entityType.unknown',
  [EntityLookupType.Organisation]: 'records.entityType.organisation',
  [EntityLookupType.Outlet]: 'records.entityType.outlet',
  [EntityLookupType.OutletGroup]: 'records.entityType.outletGroup',
  [EntityLookupType.Terminal]: 'records.entityType.terminal',
  [EntityLookupType.User]: 'records.entityType.user',
  [EntityLookupType.POSCoreInstance]: 'records.entityType.posCoreInstance',
  [EntityLookupType.DeploymentServerInstance]: 'records.entityType.deploymentServerInstance',
  [EntityLookupType.IntegrationServerInstance]: 'records.entityType.integrationServerInstance',
  [EntityLookupType.ServiceAccount]: 'records.entityType.serviceAccount',
  [EntityLookupType.Client]: 'records.entityType.client',
} as const satisfies Readonly<Record<EntityLookupType, MessageKey<'records'>>>;

function isEntityLookupType(value: number): value is EntityLookupType {
  return Object.prototype.hasOwnProperty.call(entityTypeLabels, value);
}

/** The key of a match's type label (the screen translates it); a number the console does not know is "Unknown". */
export function entityTypeLabel(type: number): MessageKey<'records'> {
  return isEntityLookupType(type) ? entityTypeLabels[type] : entityTypeLabels[EntityLookupType.Unknown];
}

/**
 * The page a lookup match links to (SPEC 2.4), or null. An Organisation opens its summary, not SPEC's integration
 * server page (docs/deviations.md); an Outlet or a Service Account links only when its organisation is known.
 */
export function entityLink(match: Pick<EntityLookupMatch, 'type' | 'entityID' | 'organisation'>) {
  const id = match.entityID;
  const orgId = match.organisation?.organisationID;
  if (!isEntityLookupType(match.type) || id === '') return null;
  switch (match.type) {
    case EntityLookupType.Client:
      return editLinks.client(id);
    case EntityLookupType.DeploymentServerInstance:
      return editLinks.deploymentServer(id);
    case EntityLookupType.IntegrationServerInstance:
      return editLinks.integrationServer(id);
    case EntityLookupType.Organisation:
      return organisationLink(id);
    case EntityLookupType.Outlet:
      return orgId ? organisationLink(orgId) : null;
    case EntityLookupType.POSCoreInstance:
      return editLinks.posCoreInstance(id);
    case EntityLookupType.ServiceAccount:
      return orgId ? editLinks.serviceAccount(orgId, id) : null;
    case EntityLookupType.User:
      return editLinks.user(id);
    case EntityLookupType.OutletGroup:
    case EntityLookupType.Terminal:
    case EntityLookupType.Unknown:
      return null;
  }
}

/** The Organisation Summary of an organisation. */
export function organisationLink(orgId: string) {
  return linkOptions({ to: '/organisation/$orgId', params: { orgId } });
}
