import { describe, expect, it } from 'vitest';
import { OrganisationType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import { isOrganisationType, organisationTypeName, organisationTypeOptions } from './organisation-types';

describe('organisation types', () => {
  it('shows SPEC 3 display names for every type', () => {
    expect(organisationTypeOptions(english)).toEqual([
      { value: '1', label: 'Licensee' },
      { value: '2', label: 'Dealer' },
      { value: '3', label: 'Public Template' },
      { value: '4', label: 'Private Template' },
      { value: '5', label: 'Default Configuration Template' },
      { value: '10', label: 'Licensee Group' },
      { value: '100', label: 'Root' },
    ]);
  });

  it('keeps the numbers of SPEC 3', () => {
    expect(OrganisationType.Licensee).toBe(1);
    expect(OrganisationType.LicenseeGroup).toBe(10);
    expect(OrganisationType.Root).toBe(100);
  });

  it('names an unknown number without failing', () => {
    expect(isOrganisationType(7)).toBe(false);
    expect(organisationTypeName(english, 7)).toBe('Unknown (7)');
    expect(organisationTypeName(english, OrganisationType.TemplatePrivate)).toBe('Private Template');
  });

  it('names the types in German', () => {
    expect(organisationTypeName(german, OrganisationType.TemplatePublic)).toBe('Öffentliche Vorlage');
    expect(organisationTypeName(german, 7)).toBe('Unbekannt (7)');
  });
});
