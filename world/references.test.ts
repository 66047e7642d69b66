import { describe, expect, it } from 'vitest';
import { callAddress } from '../scripts/lib/reference-run.mjs';
import {
  discoverReferences,
  referencePlan,
  referenceTargets,
  referenceWorkflowId,
} from '../scripts/lib/references.mjs';
import { idsFromSession } from '../scripts/lib/refusals.mjs';
import type { Persona } from '../src/api/mock-prefer';
import { ids, testWorld } from './test-world';

/**
 * The ids in a body (the contract's `x-reference`): the conformance kit's reference refusals, generated from the
 * annotations and the records found on the server, are each refused by the world with the annotated code and change
 * nothing; a world without the check lets the ones that grant rights through, so the kit's refusals tell that hole.
 */
const SMALL = { seed: 1, orgs: 40, users: 120 };
const { api } = await testWorld(SMALL);
const spec = api.definition as unknown as Parameters<typeof referenceTargets>[0];
type Call = Awaited<ReturnType<typeof testWorld>>['call'];

const persona = (role: string): Persona => (role === 'anonymous' ? 'loggedOut' : (role as Persona));

/** The kit's discovery and plans, made in-process against a world (the kit makes them over HTTP). */
async function plansFor(call: Call) {
  const roleIds: Record<string, string> = {};
  for (const role of ['superUser', 'orgAdmin', 'user'] as const)
    Object.assign(roleIds, idsFromSession(role, await call('GET', '/Authentication/current', { persona: role })));
  const ask = (role: string, operationId: string, values: Record<string, unknown>) =>
    call('GET', callAddress(spec, operationId, values).address, { persona: persona(role) });
  const found = await discoverReferences(spec, { ids: roleIds, ask });
  const targets = referenceTargets(spec);
  const plans = targets.flatMap((target) => {
    const result = found[target.id]?.found;
    return result ? [referencePlan(spec, target, result, { ids: roleIds, run: 'test' })] : [];
  });
  return { found, targets, plans };
}

type Plan = Awaited<ReturnType<typeof plansFor>>['plans'][number];
const valuesOf = (parameters: { name: string; value: unknown }[]) =>
  Object.fromEntries(parameters.map((p) => [p.name, p.value])) as Record<string, unknown>;

/** A plan's call with its read-backs, as the kit's workflow makes it: what was answered, and whether it changed. */
async function tryPlan(call: Call, plan: Plan) {
  const readBack = async () =>
    plan.readBack
      ? (await call('GET', callAddress(spec, plan.readBack.operationId, valuesOf(plan.readBack.parameters)).address))
          .body
      : undefined;
  const before = await readBack();
  const { address } = callAddress(spec, plan.operationId, valuesOf(plan.parameters));
  const answer = await call(plan.method.toUpperCase(), address, { persona: persona(plan.as), body: plan.body });
  return { answer, changed: JSON.stringify(await readBack()) !== JSON.stringify(before) };
}

const healthy = await plansFor((await testWorld(SMALL)).call);

describe('ids in a body: the kit tries a record its caller may not name, and the world refuses it', () => {
  it('are one a reference, each tried once (which are not: scripts/workflow-coverage.test.ts)', () => {
    expect(healthy.plans.length).toBeGreaterThan(20);
    expect(new Set(healthy.plans.map((plan) => plan.workflowId)).size).toBe(healthy.plans.length);
    expect(healthy.targets.map(referenceWorkflowId)).toContain(
      'refuse-sendOrganisationInvite.teamMembershipIDs-foreign',
    );
  });

  for (const plan of healthy.plans) {
    it(`${plan.workflowId}: ${plan.status} ${plan.code}, nothing changed`, async () => {
      const { call } = await testWorld(SMALL);
      const { answer, changed } = await tryPlan(call, plan);
      expect({ status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({
        status: plan.status,
        code: plan.code,
      });
      expect(changed).toBe(false);
    });
  }

  it('a world without the check lets through the calls that would grant rights, so the kit fails it', async () => {
    const broken = await testWorld({ ...SMALL, without: ['references'] });
    const { plans } = await plansFor(broken.call);
    const letThrough: string[] = [];
    for (const plan of plans) {
      const { answer } = await tryPlan(broken.call, plan);
      if (answer.status === 200) letThrough.push(plan.workflowId);
    }
    expect(letThrough).toEqual(
      expect.arrayContaining([
        'refuse-sendOrganisationInvite.teamMembershipIDs-foreign',
        'refuse-batchOrganisationLinks.changes.teamUserID.linkType=1-foreign',
        'refuse-batchOrganisationLinks.changes.teamUserID.linkType=2-foreign',
        'refuse-batchOrganisationTeamMembers.changes.userID-foreign',
      ]),
    );
  });
});

describe("an organisation's admin never grants rights in an organisation they do not administer", () => {
  const hfb = `/api/organisation/${ids.harbourFishBar}`;

  it("Harbour Fish Bar's admin cannot invite into a team of Harbour Hospitality Group, the organisation above", async () => {
    const { call, world } = await testWorld(SMALL);
    const groupTeam = await call<{ changes: { teamID: string }[] }>(
      'POST',
      `/api/organisation/${ids.harbourGroup}/team/batch`,
      { body: { changes: [{ name: 'Group Admins' }], deletes: [] } },
    );
    const teamID = groupTeam.body.changes[0]?.teamID ?? '';
    await call('POST', `/api/organisation/${ids.harbourGroup}/links/batch`, {
      body: { changes: [{ linkType: 2, isOrgAdmin: true, teamUserID: teamID }], deletes: [] },
    });
    // The child's admin sees the parent's team among the accessible teams (SPEC's accessibleteams/values)...
    const accessible = await call<{ key: string }[]>('GET', `${hfb}/accessibleteams/values`, { persona: 'orgAdmin' });
    expect(accessible.body.map((team) => team.key)).toContain(teamID);
    // ...and may link it into Harbour Fish Bar, but not make someone a member of it through an invitation.
    const outbox = world.state.outbox.length;
    const invited = await call('POST', `${hfb}/sendinvite`, {
      persona: 'orgAdmin',
      body: {
        email: 'outsider@example.com',
        isOrgAdmin: false,
        permissionGroupIDs: [],
        rootNodes: [],
        teamMembershipIDs: [teamID],
      },
    });
    expect(invited).toEqual({
      status: 400,
      body: {
        code: 'BadRequest_InvalidReference',
        message: 'teamMembershipIDs[0]: this call may not name that Team here',
      },
    });
    expect(world.state.outbox).toHaveLength(outbox);
    expect(Object.values(world.state.invites).some((invite) => invite.email === 'outsider@example.com')).toBe(false);
  });

  it("initialises an organisation only with a template it may use: not another group's private one", async () => {
    const { call, world } = await testWorld(SMALL);
    // Bluebell Cafe (below Southbank) may not use Harbour Hospitality Group's private template.
    const answer = await call('POST', `/api/organisation/${ids.bluebell}/initialise`, {
      persona: 'superUser',
      body: { currencyCode: 'GBP', authorisedAppIds: [], defaultConfigTemplateOrgCode: 'TPLHHG' },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'BadRequest_InvalidReference',
        message: 'defaultConfigTemplateOrgCode: this call may not name that Organisation here',
      },
    });
    expect(world.state.organisations[ids.bluebell]?.initialised).toBe(false);
    const offered = await call<{ key: string }[]>('GET', `/api/organisation/${ids.bluebell}/configtemplateorgs`);
    expect(offered.body.map((template) => template.key)).not.toContain('TPLHHG');
  });

  it('an invitation naming a team of another organisation grants no membership of it on accepting', async () => {
    const { call, world } = await testWorld(SMALL);
    const foreignTeam = Object.values(world.state.teams).find(
      (team) => team.ownerOrganisationID !== ids.harbourFishBar,
    );
    if (!foreignTeam) throw new Error('The seed has teams of other organisations');
    // As if sent before the rule held: the invitation's record names the other organisation's team.
    world.state.invites.old = {
      organisationUserInviteID: 'old',
      organisationID: ids.harbourFishBar,
      email: 'late.joiner@example.com',
      isOrgAdmin: false,
      token: 'OldT0ken',
      expiryDateTimeUTC: world.daysFromNow(3),
      senderUserID: ids.oliver,
      senderName: 'Oliver Owens',
      permissionGroupIDs: [],
      rootNodes: [],
      teamMembershipIDs: [foreignTeam.teamID, ids.barStaff],
    };
    const accepted = await call('POST', '/invitations/accept', {
      persona: 'loggedOut',
      body: {
        email: 'late.joiner@example.com',
        token: 'OldT0ken',
        userShortName: 'Late',
        userFullName: 'Late Joiner',
        userPassword: 'Quayside-Sunrise-2024',
        locale: 'en-GB',
        defaultCurrency: 'GBP',
        consentDocumentIds: [],
      },
    });
    expect(accepted.status).toBe(200);
    const joiner = world.userByEmail('late.joiner@example.com');
    const teams = Object.values(world.state.teamMembers)
      .filter((member) => member.userID === joiner?.userID)
      .map((member) => member.teamID);
    expect(teams).toEqual([ids.barStaff]);
  });
});
