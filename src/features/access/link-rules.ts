import { LinkType, type components } from '../../api/schema.gen';

export type OrganisationUserLink = components['schemas']['OrganisationUserLink'];
export type Assignment = components['schemas']['Assignment'];
export type RootNode = components['schemas']['RootNode'];
export type PermissionGroup = components['schemas']['PermissionGroup'];

/** The contract's display names of the link types (SPEC 2.5: Type Team or User). */
export const linkTypeNames: Record<LinkType, string> = {
  [LinkType.User]: 'User',
  [LinkType.Team]: 'Team',
};

/** Ids of the organisation default permission groups (always checked and disabled, never assigned by hand). */
export function defaultGroupIds(groups: readonly PermissionGroup[] | undefined): Set<string> {
  return new Set(
    (groups ?? [])
      .filter((group) => group.organisationDefault === true)
      .map((group) => group.userPermissionGroupID)
      .filter((id): id is string => typeof id === 'string'),
  );
}
