import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { classifyAuthorisationOutcome, describeAuthorisationOutcome } from './authorisation-outcome';

const hhg = { organisationID: '10000000-0000-4000-8000-000000000004', organisationName: 'Harbour Hospitality Group' };
const crown = { organisationID: '10000000-0000-4000-8000-000000000006', organisationName: 'The Crown & Anchor' };

describe('classifyAuthorisationOutcome', () => {
  it('is Success when every organisation was updated', () => {
    expect(classifyAuthorisationOutcome({ updatedOrgs: [hhg, crown], insufficientPOSCoreOrgs: [] })).toBe('Success');
  });

  it('is Partial Success when some were updated and some failed', () => {
    expect(classifyAuthorisationOutcome({ updatedOrgs: [hhg], insufficientPOSCoreOrgs: [crown] })).toBe(
      'Partial Success',
    );
  });

  it('is Failure when none was updated', () => {
    expect(classifyAuthorisationOutcome({ updatedOrgs: [], insufficientPOSCoreOrgs: [hhg, crown] })).toBe('Failure');
    expect(classifyAuthorisationOutcome({ updatedOrgs: [], insufficientPOSCoreOrgs: [] })).toBe('Failure');
  });

  it('is Failure when the call failed', () => {
    expect(classifyAuthorisationOutcome(null)).toBe('Failure');
    expect(classifyAuthorisationOutcome(undefined)).toBe('Failure');
  });
});

describe('describeAuthorisationOutcome', () => {
  it('describes a Success', () => {
    const d = describeAuthorisationOutcome(english, { updatedOrgs: [hhg, crown], insufficientPOSCoreOrgs: [] });
    expect(d.title).toBe('Success');
    expect(d.message).toBe('The authorised version was changed for 2 organisations.');
    expect(d.updated).toEqual([hhg, crown]);
    expect(d.failed).toEqual([]);
    expect(d.failedIntro).toBeNull();
  });

  it('describes a Partial Success with the failed organisations', () => {
    const d = describeAuthorisationOutcome(english, { updatedOrgs: [hhg], insufficientPOSCoreOrgs: [crown] });
    expect(d.title).toBe('Partial Success');
    expect(d.message).toBe('The authorised version was changed for 1 organisation, but not for 1 organisation.');
    expect(d.failedIntro).toBe(
      'The following organisation failed to update due to their POSCore not meeting the minimum version requirements:',
    );
    expect(d.failed).toEqual([crown]);
  });

  it('describes a Failure where nothing was updated, listing the failed organisations', () => {
    const d = describeAuthorisationOutcome(english, { updatedOrgs: [], insufficientPOSCoreOrgs: [hhg, crown] });
    expect(d.title).toBe('Failure');
    expect(d.message).toBe('Unable to change authorised versions at this time. Please try again later.');
    expect(d.failedIntro).toBe(
      'The following organisations failed to update due to their POSCore not meeting the minimum version requirements:',
    );
    expect(d.failed).toEqual([hhg, crown]);
  });

  it('describes a failed call', () => {
    const d = describeAuthorisationOutcome(english, null);
    expect(d.title).toBe('Failure');
    expect(d.message).toBe('Unable to change authorised versions at this time. Please try again later.');
    expect(d.failed).toEqual([]);
    expect(d.failedIntro).toBeNull();
  });

  it('describes a Partial Success in German, with plurals', () => {
    const d = describeAuthorisationOutcome(german, { updatedOrgs: [hhg, crown], insufficientPOSCoreOrgs: [crown] });
    expect(d.title).toBe('Teilweise erfolgreich');
    expect(d.message).toBe(
      'Die freigegebene Version wurde für 2 Organisationen geändert, für 1 Organisation jedoch nicht.',
    );
    expect(d.failedIntro).toBe(
      'Die folgende Organisation konnte nicht aktualisiert werden, weil ihr POSCore die erforderliche Mindestversion nicht erreicht:',
    );
  });
});
