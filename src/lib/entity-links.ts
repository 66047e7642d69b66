import { EntityLookupType, type components } from '../api/schema.gen';

export type EntityLookupMatch = components['schemas']['EntityLookupMatch'];

/** SPEC 2.4 "Entity Lookup": the type labels (the contract's x-enum-descriptions). */
export const entityTypeLabels: Readonly<Record<EntityLookupType, string>> = {
  [EntityLookupType.Unknown]: 'Unknown',
  [EntityLookupType.Organisation]: 'Organisation',
  [EntityLookupType.Outlet]: 'Outlet',
  [EntityLookupType.OutletGroup]: 'Outlet Group',
  [EntityLookupType.Terminal]: 'Terminal',
  [EntityLookupType.User]: 'User',
  [EntityLookupType.POSCoreInstance]: 'POSCore Instance',
  [EntityLookupType.DeploymentServerInstance]: 'Deployment Server Instance',
  [EntityLookupType.IntegrationServerInstance]: 'Integration Server Instance',
  [EntityLookupType.ServiceAccount]: 'Service Account',
  [EntityLookupType.Client]: 'Client',
};

function isEntityLookupType(value: number): value is EntityLookupType {
  return Object.prototype.hasOwnProperty.call(entityTypeLabels, value);
}

/** The label of a match's type; a number the console does not know is "Unknown". */
export function entityTypeLabel(type: number): string {
  return isEntityLookupType(type) ? entityTypeLabels[type] : entityTypeLabels[EntityLookupType.Unknown];
}

const segment = (id: string) => encodeURIComponent(id);

/**
 * SPEC 2.4 link targets of a match's type label, or null when there is none:
 * - Client /admin/clients/edit/{id}; Deployment Server Instance /admin/deploymentserver/edit/{id};
 *   Integration Server Instance /admin/integrationserver/edit/{id}; POSCore Instance /admin/poscoreinstances/edit/{id};
 *   User /admin/users/edit/{id};
 * - Organisation /organisation/{id} (SPEC's table sends it to the integration server page: docs/deviations.md);
 * - Outlet /organisation/{id} of the outlet's organisation (an outlet id is not an organisation id), no link when
 *   the organisation is not known;
 * - Service Account /organisation/{orgId}/serviceaccounts/edit/{id}, only when the organisation is known;
 * - Outlet Group, Terminal, Unknown (and any type the console does not know): no link.
 */
export function entityLink(match: Pick<EntityLookupMatch, 'type' | 'entityID' | 'organisation'>): string | null {
  const id = match.entityID;
  const orgId = match.organisation?.organisationID;
  if (!isEntityLookupType(match.type) || id === '') return null;
  switch (match.type) {
    case EntityLookupType.Client:
      return `/admin/clients/edit/${segment(id)}`;
    case EntityLookupType.DeploymentServerInstance:
      return `/admin/deploymentserver/edit/${segment(id)}`;
    case EntityLookupType.IntegrationServerInstance:
      return `/admin/integrationserver/edit/${segment(id)}`;
    case EntityLookupType.Organisation:
      return `/organisation/${segment(id)}`;
    case EntityLookupType.Outlet:
      return orgId ? `/organisation/${segment(orgId)}` : null;
    case EntityLookupType.POSCoreInstance:
      return `/admin/poscoreinstances/edit/${segment(id)}`;
    case EntityLookupType.ServiceAccount:
      return orgId ? `/organisation/${segment(orgId)}/serviceaccounts/edit/${segment(id)}` : null;
    case EntityLookupType.User:
      return `/admin/users/edit/${segment(id)}`;
    case EntityLookupType.OutletGroup:
    case EntityLookupType.Terminal:
    case EntityLookupType.Unknown:
      return null;
  }
}

/** The organisation page of a match's organisation header. */
export function organisationLink(organisationID: string): string {
  return `/organisation/${segment(organisationID)}`;
}
