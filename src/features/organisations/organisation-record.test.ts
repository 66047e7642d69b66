import { describe, expect, it } from 'vitest';
import { OrganisationType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  needsTreeReload,
  newOrganisation,
  organisationProblem,
  parentOptions,
  posCoreLocked,
  toOrganisationChange,
  type Organisation,
} from './organisation-record';

const blue: Organisation = {
  organisationID: '10000000-0000-4000-8000-000000000007',
  organisationCode: 'BLUE',
  name: 'Bluebell Cafe',
  kapow: 'KPW-9',
  organisationType: OrganisationType.Licensee,
  posCoreInstanceID: null,
  remoteOrderServerInstanceID: null,
  dataExtractionServerInstanceID: null,
  partnerServerInstanceID: null,
  reportingServerInstanceID: null,
  parentOrganisationID: '10000000-0000-4000-8000-000000000003',
  active: false,
  initialised: false,
};

describe('newOrganisation', () => {
  it('is inactive, not initialised, a Licensee, without id', () => {
    const created = newOrganisation();
    expect(created).toMatchObject({ active: false, initialised: false, organisationType: OrganisationType.Licensee });
    expect(created.organisationID).toBeUndefined();
    expect(created.parentOrganisationID).toBeNull();
  });
});

describe('organisationProblem', () => {
  it('needs a code and a name within the limits', () => {
    expect(organisationProblem(english, newOrganisation())).toBe('Organisation Code is required');
    expect(organisationProblem(english, { ...newOrganisation(), organisationCode: 'X' })).toBe('Name is required');
    expect(organisationProblem(english, { ...blue, organisationCode: 'x'.repeat(17) })).toBe(
      'Organisation Code must be at most 16 characters',
    );
    expect(organisationProblem(english, { ...blue, organisationCode: 'x'.repeat(16) })).toBeNull();
    expect(organisationProblem(english, { ...blue, name: 'x'.repeat(33) })).toBe('Name must be at most 32 characters');
    expect(organisationProblem(english, blue)).toBeNull();
  });

  it("names the field in the console's language", () => {
    expect(organisationProblem(german, newOrganisation())).toContain('Organisationscode');
  });
});

describe('toOrganisationChange', () => {
  it('drops kapow', () => {
    const sent = toOrganisationChange(blue);
    expect(sent).not.toHaveProperty('kapow');
    expect(sent).toMatchObject({ organisationID: blue.organisationID, organisationCode: 'BLUE' });
  });

  it('drops the id of a new organisation', () => {
    expect(toOrganisationChange({ ...newOrganisation(), organisationCode: 'N', name: 'New' })).not.toHaveProperty(
      'organisationID',
    );
  });
});

describe('needsTreeReload', () => {
  it('reloads after a create or a parent change, else updates in place', () => {
    expect(needsTreeReload(null, blue)).toBe(true);
    expect(needsTreeReload(newOrganisation(), blue)).toBe(true);
    expect(needsTreeReload(blue, { ...blue, parentOrganisationID: '10000000-0000-4000-8000-000000000002' })).toBe(true);
    expect(needsTreeReload(blue, { ...blue, name: 'Bluebell' })).toBe(false);
    expect(needsTreeReload({ ...blue, parentOrganisationID: undefined }, { ...blue, parentOrganisationID: null })).toBe(
      false,
    );
  });
});

describe('parentOptions', () => {
  const options = [
    { key: blue.organisationID ?? '', value: 'Bluebell Cafe' },
    { key: '10000000-0000-4000-8000-000000000003', value: 'Southbank POS Partners' },
  ];
  it('excludes the organisation itself', () => {
    expect(parentOptions(options, blue.organisationID)).toEqual([options[1]]);
    expect(parentOptions(options, undefined)).toEqual(options);
  });
});

describe('posCoreLocked', () => {
  it('locks the POS Core once initialised', () => {
    expect(posCoreLocked({ ...blue, initialised: true })).toBe(true);
    expect(posCoreLocked(blue)).toBe(false);
    expect(posCoreLocked(null)).toBe(false);
  });
});
