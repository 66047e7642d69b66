import { describe, expect, it } from 'vitest';
import { LinkType, RootNodeType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  comparable,
  defaultGroupIds,
  formOf,
  linkChanged,
  linkFormChanged,
  linkToSend,
  linkTypeKeys,
  linkValuesFromHistory,
  toggled,
  type LinkForm,
  type OrganisationUserLink,
} from './organisation-user-link';

const form: LinkForm = {
  linkType: LinkType.User,
  teamUserID: 'u1',
  isOrgAdmin: false,
  groupIds: ['g2', 'g1'],
  restrictions: [
    { nodeID: 'n2', nodeType: RootNodeType.Outlet },
    { nodeID: 'n1', nodeType: RootNodeType.Terminal },
  ],
};

describe('organisation user links (SPEC 2.5, 4 "Link edit")', () => {
  it('names the link types as the contract does', () => {
    expect(english(linkTypeKeys[LinkType.User])).toBe('User');
    expect(german(linkTypeKeys[LinkType.Team])).toBe('Team');
    expect(english(linkTypeKeys[LinkType.User])).toBe('User');
    expect(english(linkTypeKeys[LinkType.Team])).toBe('Team');
    expect(german(linkTypeKeys[LinkType.User])).toBe('Benutzer');
  });

  it('takes the ids of the organisation default groups only', () => {
    expect(
      defaultGroupIds([
        {
          userPermissionGroupID: 'g1',
          name: 'Everyone',
          organisationDefault: true,
          totalAssignedUsers: 4,
          permissions: [],
        },
        {
          userPermissionGroupID: 'g2',
          name: 'Managers',
          organisationDefault: false,
          totalAssignedUsers: 1,
          permissions: [],
        },
      ]),
    ).toEqual(new Set(['g1']));
    expect(defaultGroupIds(undefined)).toEqual(new Set());
  });

  it('starts a new link as a user link that is not an organisation administrator', () => {
    expect(formOf({ link: null, assignments: [], rootNodes: [] })).toEqual({
      linkType: LinkType.User,
      teamUserID: null,
      isOrgAdmin: false,
      groupIds: [],
      restrictions: [],
    });
  });

  it('reads a saved link with its assignments and root nodes', () => {
    expect(
      formOf({
        link: {
          organisationUserLinkID: 'l1',
          linkType: LinkType.Team,
          isOrgAdmin: true,
          organisationID: 'o1',
          organisationName: 'Acme',
          teamUserID: 't1',
          teamUserName: 'Kitchen',
          userEmail: null,
        },
        assignments: [
          { userPermissionGroupAssignmentID: 'a1', organisationUserLinkID: 'l1', userPermissionGroupID: 'g1' },
        ],
        rootNodes: [{ nodeID: 'n1', nodeType: RootNodeType.OutletGroup, organisationUserLinkID: 'l1' }],
      }),
    ).toEqual({
      linkType: LinkType.Team,
      teamUserID: 't1',
      isOrgAdmin: true,
      groupIds: ['g1'],
      restrictions: [{ nodeID: 'n1', nodeType: RootNodeType.OutletGroup }],
    });
  });

  it('counts real changes only, not the order of the lists or a repeated group', () => {
    expect(comparable(form).groupIds).toEqual(['g1', 'g2']);
    expect(comparable(form).restrictions.map((node) => node.nodeID)).toEqual(['n1', 'n2']);
    const reordered = { ...form, groupIds: ['g1', 'g2', 'g1'], restrictions: [...form.restrictions].reverse() };
    expect(linkFormChanged(form, reordered)).toBe(false);
    expect(linkFormChanged(form, { ...form, isOrgAdmin: true })).toBe(true);
    expect(linkFormChanged(form, { ...form, linkType: LinkType.Team })).toBe(true);
    expect(linkFormChanged(form, { ...form, teamUserID: 'u2' })).toBe(true);
    expect(linkFormChanged(form, { ...form, groupIds: ['g1'] })).toBe(true);
    expect(linkFormChanged(form, { ...form, restrictions: form.restrictions.slice(1) })).toBe(true);
    expect(
      linkFormChanged(form, {
        ...form,
        restrictions: [
          { nodeID: 'n2', nodeType: RootNodeType.Outlet },
          { nodeID: 'n1', nodeType: RootNodeType.Outlet },
        ],
      }),
    ).toBe(true);
  });
});

describe('link helpers', () => {
  it('counts a change of type, team or user, or admin as a change of the link', () => {
    const link = { linkType: 1, teamUserID: 't1', isOrgAdmin: false } as unknown as OrganisationUserLink;
    const form = { linkType: 1, teamUserID: 't1', isOrgAdmin: false } as unknown as LinkForm;
    expect(linkChanged(link, form)).toBe(false);
    expect(linkChanged(link, { ...form, isOrgAdmin: true })).toBe(true);
    expect(linkChanged(link, { ...form, teamUserID: 't2' })).toBe(true);
  });

  it('sends a new link, or a link whose own fields changed, with the version it was loaded at', () => {
    const link: OrganisationUserLink = {
      organisationUserLinkID: 'l1',
      version: 'v3',
      linkType: LinkType.User,
      isOrgAdmin: false,
      organisationID: 'o1',
      organisationName: 'Acme',
      teamUserID: 'u1',
      teamUserName: 'Ann Lee',
      userEmail: 'ann@example.com',
    };
    const loaded = formOf({ link, assignments: [], rootNodes: [] });
    expect(linkToSend(null, { ...loaded, teamUserID: 'u2' }, 'o1')).toEqual({
      linkType: LinkType.User,
      isOrgAdmin: false,
      organisationID: 'o1',
      teamUserID: 'u2',
    });
    expect(linkToSend(link, { ...loaded, isOrgAdmin: true }, 'o1')).toEqual({
      organisationUserLinkID: 'l1',
      version: 'v3',
      linkType: LinkType.User,
      isOrgAdmin: true,
      organisationID: 'o1',
      teamUserID: 'u1',
    });
  });

  it('sends a versioned link first even when only its groups or restrictions changed', () => {
    // A link someone else changed or deleted is then refused (409) before any group or restriction is sent.
    const link: OrganisationUserLink = {
      organisationUserLinkID: 'l1',
      version: 'v3',
      linkType: LinkType.User,
      isOrgAdmin: false,
      organisationID: 'o1',
      organisationName: 'Acme',
      teamUserID: 'u1',
      teamUserName: 'Ann Lee',
      userEmail: 'ann@example.com',
    };
    const groupsOnly = { ...formOf({ link, assignments: [], rootNodes: [] }), groupIds: ['g1'] };
    expect(linkToSend(link, groupsOnly, 'o1')).toEqual({
      organisationUserLinkID: 'l1',
      version: 'v3',
      linkType: LinkType.User,
      isOrgAdmin: false,
      organisationID: 'o1',
      teamUserID: 'u1',
    });
    // Without versions (last write wins) an unchanged link is not sent.
    const { version: _version, ...unversioned } = link;
    expect(linkToSend(unversioned, groupsOnly, 'o1')).toBeNull();
  });

  it('checks an id at the end of the list and unchecks it', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('linkValuesFromHistory', () => {
  it("brings a link's groups and restrictions back as the form holds them", () => {
    expect(
      linkValuesFromHistory({
        isOrgAdmin: true,
        permissionGroups: [{ userPermissionGroupID: 'g1', name: 'Tills' }],
        rootNodes: [{ nodeID: 'n1', nodeType: RootNodeType.Outlet, name: 'Leeds' }],
      }),
    ).toEqual({
      isOrgAdmin: true,
      groupIds: ['g1'],
      restrictions: [{ nodeID: 'n1', nodeType: RootNodeType.Outlet }],
    });
    expect(linkValuesFromHistory({ permissionGroups: null })).toEqual({ groupIds: [] });
  });
});
