import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { OrganisationType, SiteNodeType } from '../../src/api/schema.gen';
import { exampleOf } from '../contract';
import type { OrganisationRecord, WorldState } from '../state';
import { clip, ESTATE_ORG } from './names';

/** Harbour Fish Bar's site nodes. */
export function estateSiteNodes(api: OpenAPIBackend, state: WorldState): void {
  for (const node of exampleOf(api, 'listOrganisationSiteNodes', 'harbourFishBar')) {
    state.siteNodes[node.nodeID] = { ...node, organisationID: ESTATE_ORG };
  }
}

/** An initialised licensee's generated sites: a group, one to three outlets with a till or two each; the outlets' ids. */
export function generateSites(state: WorldState, organisation: OrganisationRecord): string[] {
  const orgId = organisation.organisationID;
  const licensee = organisation.organisationType === OrganisationType.Licensee;
  let outlets: string[] = [];
  if (licensee && organisation.initialised) {
    const groupId = faker.string.uuid();
    state.siteNodes[groupId] = {
      nodeID: groupId,
      name: `${faker.location.city()} Sites`,
      nodeType: SiteNodeType.OutletGroup,
      parentID: null,
      organisationID: orgId,
    };
    outlets = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
      const outletId = faker.string.uuid();
      state.siteNodes[outletId] = {
        nodeID: outletId,
        name: clip(faker.location.street(), 32),
        nodeType: SiteNodeType.Outlet,
        parentID: groupId,
        organisationID: orgId,
      };
      for (let till = 1; till <= faker.number.int({ min: 1, max: 2 }); till++) {
        const tillId = faker.string.uuid();
        state.siteNodes[tillId] = {
          nodeID: tillId,
          name: `Till ${till}`,
          nodeType: SiteNodeType.Terminal,
          parentID: outletId,
          organisationID: orgId,
        };
      }
      return outletId;
    });
  }
  return outlets;
}
