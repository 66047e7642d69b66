import { IntegrationServerInstanceType } from '../../src/api/schema.gen';
import { inParentheses } from '../audit';
import type { Schemas } from '../contract';
import { badRequest, notFound } from '../errors';
import { batchOf, listOf, optionsOf, type RecordKind } from '../record-handling';
import type { OrganisationRecord } from '../state';
import type { World } from '../world';
import { isNewId, type Handlers } from './context';

type OrganisationChange = Schemas['OrganisationChange'];

/** The organisations that have children (one pass, for a list of tree nodes). */
const parentsIn = (world: World) =>
  new Set(Object.values(world.state.organisations).map((o) => o.parentOrganisationID));

/** A tree node of the organisation tree: the organisation as its entity, children filled only when given. */
function treeNode(
  organisation: OrganisationRecord,
  children: Schemas['TreeNode'][] | null,
  parents?: Set<string | null | undefined>,
): Schemas['TreeNode'] {
  return {
    id: organisation.organisationID,
    name: organisation.name,
    nameSuffix: organisation.organisationCode,
    iconUri: null,
    hasChildren: children ? children.length > 0 : (parents?.has(organisation.organisationID) ?? false),
    children,
    entity: organisation,
  };
}

/**
 * A node of the filtered tree asked without entities (`entities=false`): the organisation's own Active and Initialised
 * marks in place of the organisation, built as such (not a full node stripped), as the answer may hold 100,000 nodes.
 */
function treeNodeWithoutEntity(organisation: OrganisationRecord, children: Schemas['TreeNode'][]): Schemas['TreeNode'] {
  return {
    id: organisation.organisationID,
    name: organisation.name,
    nameSuffix: organisation.organisationCode,
    iconUri: null,
    hasChildren: children.length > 0,
    children,
    active: organisation.active,
    initialised: organisation.initialised,
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** What the organisation filter reads of an organisation: name, code and kapow in lower case. */
const searchTextOf = (organisation: OrganisationRecord) =>
  [organisation.name, organisation.organisationCode, organisation.kapow ?? ''].join('\u0000').toLowerCase();

/**
 * The organisations matching `query` (name, code or kapow), at most `limit` of them, with their parents, as filled
 * trees from the roots; with `entities` false, each node carries its organisation's marks instead of the organisation.
 */
function filteredTree(world: World, query: string, limit = Infinity, entities = true): Schemas['TreeNode'][] {
  const text = query.trim().toLowerCase();
  const keep = new Set<string>();
  // With `limit` (the contract's optional extension): the first matches only, each with its ancestors.
  for (const organisation of world.lists.search('organisations', searchTextOf, text, limit)) {
    for (const ancestor of world.ancestorsOf(organisation.organisationID)) {
      if (keep.has(ancestor.organisationID)) break;
      keep.add(ancestor.organisationID);
    }
  }
  const byParent = new Map<string | null, OrganisationRecord[]>();
  // (Siblings are sorted by name below, so the order they are found in does not matter.)
  for (const id of keep) {
    const organisation = world.state.organisations[id];
    if (!organisation) continue;
    const parent = organisation.parentOrganisationID ?? null;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(organisation);
    else byParent.set(parent, [organisation]);
  }
  const node = entities ? treeNode : treeNodeWithoutEntity;
  const build = (parent: string | null): Schemas['TreeNode'][] =>
    (byParent.get(parent) ?? []).sort(byName).map((o) => node(o, build(o.organisationID)));
  return build(null);
}

/** Saves one organisation of the organisations page, with SPEC 8's refusals. */
function saveOrganisation(world: World, posted: OrganisationChange): { record: OrganisationRecord; created: boolean } {
  const { state } = world;
  const code = posted.organisationCode.trim();
  const existing = isNewId(posted.organisationID) ? undefined : state.organisations[posted.organisationID ?? ''];
  if (!isNewId(posted.organisationID) && !existing) throw notFound('Organisation', posted.organisationID ?? '');
  const codeOwner = Object.values(state.organisations).find(
    (o) => o.organisationCode.toLowerCase() === code.toLowerCase(),
  );
  if (!existing && codeOwner) throw badRequest('OrganisationCodeAlreadyInUse');
  if (posted.posCoreInstanceID && !state.posCoreInstances[posted.posCoreInstanceID])
    throw badRequest('InvalidPOSCoreInstance');
  // Once initialised, an organisation keeps its POS Core instance (the console shows it read-only).
  if (existing?.initialised && existing.posCoreInstanceID && posted.posCoreInstanceID !== existing.posCoreInstanceID) {
    throw badRequest('InvalidPOSCoreInstance', 'The POS Core instance of an initialised organisation cannot change');
  }
  if (posted.parentOrganisationID) {
    if (!state.organisations[posted.parentOrganisationID])
      throw badRequest('BadRequest', 'The parent organisation does not exist');
    if (
      existing &&
      world.ancestorsOf(posted.parentOrganisationID).some((o) => o.organisationID === existing.organisationID)
    ) {
      throw badRequest('BadRequest', 'An organisation cannot be placed under itself');
    }
  }
  for (const [field, type] of [
    ['remoteOrderServerInstanceID', IntegrationServerInstanceType.RemoteOrderService],
    ['dataExtractionServerInstanceID', IntegrationServerInstanceType.DataExtractionService],
    ['partnerServerInstanceID', IntegrationServerInstanceType.PartnerServices],
    ['reportingServerInstanceID', IntegrationServerInstanceType.ReportingService],
  ] as const) {
    const id = posted[field];
    if (id && state.integrationServers[id]?.integrationServerInstanceType !== type) {
      throw badRequest('BadRequest', `${field} is not an integration server of that type`);
    }
  }
  const record: OrganisationRecord = {
    ...posted,
    organisationID: existing?.organisationID ?? world.newId(),
    // The code is set when creating only; kapow is the service's.
    organisationCode: existing?.organisationCode ?? code,
    kapow: existing?.kapow ?? null,
    posCoreInstanceID: posted.posCoreInstanceID ?? null,
    remoteOrderServerInstanceID: posted.remoteOrderServerInstanceID ?? null,
    dataExtractionServerInstanceID: posted.dataExtractionServerInstanceID ?? null,
    partnerServerInstanceID: posted.partnerServerInstanceID ?? null,
    reportingServerInstanceID: posted.reportingServerInstanceID ?? null,
    parentOrganisationID: posted.parentOrganisationID ?? null,
    version: world.nextVersion(),
  };
  state.organisations[record.organisationID] = record;
  return { record, created: !existing };
}
/** Every organisation of the service, as stored (with its version). */
const ORGANISATIONS: RecordKind<'organisations', OrganisationRecord> = {
  table: 'organisations',
  what: 'Organisation',
  view: (_world, organisation) => organisation,
};

export const handlers: Handlers = {
  listOrganisations: listOf(ORGANISATIONS),

  // The one organisation, as the list answers it (with its version); anyone the list answers may read it.
  getOrganisation: ({ world, params }) => world.organisation(params.orgId),

  listOrganisationParentValues: ({ world }) =>
    optionsOf(
      Object.values(world.state.organisations),
      (o) => o.organisationID,
      (o) => o.name,
    ),

  batchOrganisations: batchOf(ORGANISATIONS, {
    idOf: (posted) => posted.organisationID,
    save({ world, me, edited }, posted) {
      const before = edited(posted.organisationID) ?? null;
      const { record, created } = saveOrganisation(world, posted);
      world.audit(
        'OrganisationUpdated',
        me,
        record.organisationID,
        `Organisation ${record.name}${inParentheses(record.organisationCode)} ${created ? 'created' : 'updated'}`,
        world.changeOf('Organisation', before, record),
      );
      return record;
    },
    refuseDelete({ world }, organisation) {
      if (world.childrenOf(organisation.organisationID).length)
        throw badRequest('BadRequest', 'An organisation with child organisations cannot be deleted');
    },
    deleted: ({ world, me }, organisation) =>
      world.audit(
        'OrganisationUpdated',
        me,
        null,
        `Organisation ${organisation.name}${inParentheses(organisation.organisationCode)} deleted`,
        world.changeOf('Organisation', organisation, null),
      ),
  }),

  listOrganisationTreeRoots: ({ world }) => {
    const parents = parentsIn(world);
    return world
      .childrenOf(null)
      .sort(byName)
      .map((o) => treeNode(o, null, parents));
  },

  listOrganisationTreeChildren: ({ world, params }) => {
    world.organisation(params.id);
    const parents = parentsIn(world);
    return world
      .childrenOf(params.id)
      .sort(byName)
      .map((o) => treeNode(o, null, parents));
  },

  getOrganisationTreeFiltered: ({ world, query }) =>
    filteredTree(
      world,
      query.query,
      query.limit === undefined ? Infinity : Number(query.limit),
      // The query string is not converted (openapi-backend without validation): `entities` arrives as its text.
      String(query.entities ?? true) !== 'false',
    ),
};
