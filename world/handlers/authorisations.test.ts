import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

describe('version authorisation', () => {
  it('authorises a version for child organisations; one without a POS Core is insufficient', async () => {
    const { call } = await testWorld();
    const packages = (
      await call<Schemas['ApplicationPackage'][]>(
        'GET',
        `/api/organisation/${ids.northwind}/packageauthorisations/${ids.posTerminal}`,
      )
    ).body;
    const oldest = packages.at(-1) as Schemas['ApplicationPackage'];
    await call('POST', '/api/organisation/batch', {
      body: {
        changes: [
          {
            organisationCode: 'NOPOS',
            name: 'No POS Yet',
            organisationType: 1,
            parentOrganisationID: ids.harbourGroup,
            active: true,
            initialised: false,
          },
        ],
        deletes: [],
      },
    });
    const noPos = (await call<Schemas['Organisation'][]>('GET', '/api/Organisation')).body.find(
      (o) => o.organisationCode === 'NOPOS',
    );
    const result = await call<Schemas['BatchAuthorisationResponse']>(
      'POST',
      `/api/organisation/${ids.northwind}/packageauthorisations/${ids.posTerminal}/batch`,
      {
        body: {
          applicationPackageID: oldest.applicationPackageID,
          organisationIDs: [ids.crown, noPos?.organisationID],
          autoAcceptNotBeforeDate: null,
        },
      },
    );
    expect(result.body).toEqual({
      updatedOrgs: [{ organisationID: ids.crown, organisationName: 'The Crown & Anchor' }],
      insufficientPOSCoreOrgs: [{ organisationID: noPos?.organisationID, organisationName: 'No POS Yet' }],
    });
    const children = (
      await call<Schemas['ChildAuthorisation'][]>('GET', `/api/organisation/${ids.northwind}/childauthorisations`)
    ).body;
    expect(
      children.find((c) => c.organisationID === ids.crown && c.applicationID === ids.posTerminal)?.applicationPackageID,
    ).toBe(oldest.applicationPackageID);
    const outside = await call(
      'POST',
      `/api/organisation/${ids.harbourGroup}/packageauthorisations/${ids.posTerminal}/batch`,
      {
        body: { applicationPackageID: null, organisationIDs: [ids.northwind] },
      },
    );
    expect(outside.status).toBe(400);
  });
});
