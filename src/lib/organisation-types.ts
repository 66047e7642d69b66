import { OrganisationType } from '../api/schema.gen';

/** SPEC 3 "Organisation type": the display name of each type (the contract's x-enum-descriptions). */
export const organisationTypeNames: Readonly<Record<OrganisationType, string>> = {
  [OrganisationType.Licensee]: 'Licensee',
  [OrganisationType.Dealer]: 'Dealer',
  [OrganisationType.TemplatePublic]: 'Public Template',
  [OrganisationType.TemplatePrivate]: 'Private Template',
  [OrganisationType.ConfigurationDefaults]: 'Default Configuration Template',
  [OrganisationType.LicenseeGroup]: 'Licensee Group',
  [OrganisationType.Root]: 'Root',
};

/** The types in the contract's order (Licensee=1 ... Root=100). */
export const organisationTypes: readonly OrganisationType[] = [
  OrganisationType.Licensee,
  OrganisationType.Dealer,
  OrganisationType.TemplatePublic,
  OrganisationType.TemplatePrivate,
  OrganisationType.ConfigurationDefaults,
  OrganisationType.LicenseeGroup,
  OrganisationType.Root,
];

export function isOrganisationType(value: number): value is OrganisationType {
  return (organisationTypes as readonly number[]).includes(value);
}

/** The display name of a type; a number the console does not know is shown as "Unknown (n)". */
export function organisationTypeName(type: number): string {
  return isOrganisationType(type) ? organisationTypeNames[type] : `Unknown (${type})`;
}

/** Options of the organisation type selector: value is the number as text, label the display name. */
export function organisationTypeOptions(): { value: string; label: string }[] {
  return organisationTypes.map((type) => ({ value: String(type), label: organisationTypeNames[type] }));
}
