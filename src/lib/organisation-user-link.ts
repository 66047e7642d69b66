import { LinkType, type components } from '#/api/schema.gen';
import type { RestrictionRef } from './link-diff';
import type { MessageKey } from './messages/catalogues';

/** A link as answers carry it, and as a save sends it (a new one without an id). */
export type OrganisationUserLink = components['schemas']['OrganisationUserLink'];
export type OrganisationUserLinkChange = components['schemas']['OrganisationUserLinkChange'];
export type Assignment = components['schemas']['Assignment'];
export type RootNode = components['schemas']['RootNode'];
export type PermissionGroup = components['schemas']['PermissionGroup'];

/** The messages naming the link types (SPEC 2.5: Type Team or User; My Account's organisations, SPEC 2.6). */
export const linkTypeKeys = {
  [LinkType.User]: 'records.linkType.user',
  [LinkType.Team]: 'records.linkType.team',
} as const satisfies Record<LinkType, MessageKey<'records'>>;

/** Ids of the organisation default permission groups (always checked and disabled, never assigned by hand). */
export function defaultGroupIds(groups: readonly PermissionGroup[] | undefined): Set<string> {
  return new Set(
    (groups ?? []).filter((group) => group.organisationDefault).map((group) => group.userPermissionGroupID),
  );
}

/** What the page edits. */
export interface LinkForm {
  linkType: LinkType;
  teamUserID: string | null;
  isOrgAdmin: boolean;
  /** Chosen permission groups (organisation defaults apply anyway). */
  groupIds: string[];
  restrictions: RestrictionRef[];
}

/** SPEC 4 "Link edit": creating starts as a user link that is not an organisation administrator. */
export function formOf({
  link,
  assignments,
  rootNodes,
}: {
  link: OrganisationUserLink | null;
  assignments: Assignment[];
  rootNodes: RootNode[];
}): LinkForm {
  return {
    linkType: link?.linkType ?? LinkType.User,
    teamUserID: link?.teamUserID ?? null,
    isOrgAdmin: link?.isOrgAdmin ?? false,
    groupIds: assignments.map((assignment) => assignment.userPermissionGroupID),
    restrictions: rootNodes.map(({ nodeID, nodeType }) => ({ nodeID, nodeType })),
  };
}

/** The form with its lists in a fixed order, so only real changes count as unsaved. */
export function comparable(form: LinkForm): LinkForm {
  return {
    ...form,
    groupIds: [...new Set(form.groupIds)].sort(),
    restrictions: [...form.restrictions].sort((a, b) => a.nodeID.localeCompare(b.nodeID)),
  };
}

/** Whether the page has unsaved changes: the forms differ once their lists are in a fixed order. */
export function linkFormChanged(before: LinkForm, after: LinkForm): boolean {
  const a = comparable(before);
  const b = comparable(after);
  return (
    a.linkType !== b.linkType ||
    a.teamUserID !== b.teamUserID ||
    a.isOrgAdmin !== b.isOrgAdmin ||
    a.groupIds.join('\n') !== b.groupIds.join('\n') ||
    a.restrictions.length !== b.restrictions.length ||
    a.restrictions.some(
      (node, index) =>
        node.nodeID !== b.restrictions[index]?.nodeID || node.nodeType !== b.restrictions[index]?.nodeType,
    )
  );
}

/** The link's own fields (type, team or user, admin) differ from the form's. */
export function linkChanged(link: OrganisationUserLink, form: LinkForm): boolean {
  return link.linkType !== form.linkType || link.teamUserID !== form.teamUserID || link.isOrgAdmin !== form.isOrgAdmin;
}

/**
 * The link record a save sends first (links/batch), before its groups and restrictions, or null when the link itself
 * is not sent: a new link, a link whose own fields changed, and a link with a version even when only its groups or
 * restrictions changed.
 */
export function linkToSend(
  link: OrganisationUserLink | null,
  form: LinkForm,
  orgId: string,
): OrganisationUserLinkChange | null {
  // Versioned, it checks the version: a link someone changed or deleted is refused (409) before a sub-batch 404s.
  if (link !== null && link.version === undefined && !linkChanged(link, form)) return null;
  return {
    ...(link ? { organisationUserLinkID: link.organisationUserLinkID } : {}),
    // The version it was loaded at: a link someone else changed meanwhile is refused, not overwritten.
    ...(link?.version ? { version: link.version } : {}),
    linkType: form.linkType,
    isOrgAdmin: form.isOrgAdmin,
    organisationID: link?.organisationID ?? orgId,
    teamUserID: form.teamUserID ?? '',
  };
}

/** The ids with `id` checked (added at the end) or unchecked. */
export function toggled(list: readonly string[], id: string, on: boolean): string[] {
  const without = list.filter((item) => item !== id);
  return on ? [...without, id] : without;
}

/**
 * A link's values from its history, as its form holds them: the history names its groups `permissionGroups`
 * ([{userPermissionGroupID, name}]) and its restrictions `rootNodes` ([{nodeID, nodeType, name}]); the form keeps
 * the group ids and the restrictions' ids and types. Other fields are as the history names them.
 */
export function linkValuesFromHistory(values: Record<string, unknown>): Record<string, unknown> {
  const { permissionGroups, rootNodes, ...rest } = values;
  const mapped: Record<string, unknown> = { ...rest };
  const items = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter(
      (item): item is Record<string, unknown> => item !== null && typeof item === 'object',
    );
  if (permissionGroups !== undefined) {
    mapped.groupIds = items(permissionGroups)
      .map((group) => group.userPermissionGroupID)
      .filter((id): id is string => typeof id === 'string');
  }
  if (rootNodes !== undefined) {
    mapped.restrictions = items(rootNodes)
      .filter((node) => typeof node.nodeID === 'string' && typeof node.nodeType === 'number')
      .map((node) => ({ nodeID: node.nodeID, nodeType: node.nodeType }));
  }
  return mapped;
}
