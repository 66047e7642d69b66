import { OrganisationType } from '#/api/schema.gen';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';

/** SPEC 3 "Organisation type": the message naming each type (the contract's x-enum-descriptions). */
export const organisationTypeNames = {
  [OrganisationType.Licensee]: 'organisations.type.licensee',
  [OrganisationType.Dealer]: 'organisations.type.dealer',
  [OrganisationType.TemplatePublic]: 'organisations.type.templatePublic',
  [OrganisationType.TemplatePrivate]: 'organisations.type.templatePrivate',
  [OrganisationType.ConfigurationDefaults]: 'organisations.type.configurationDefaults',
  [OrganisationType.LicenseeGroup]: 'organisations.type.licenseeGroup',
  [OrganisationType.Root]: 'organisations.type.root',
} as const satisfies Record<OrganisationType, MessageKey<'organisations'>>;

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
export function organisationTypeName(t: Translate<'organisations'>, type: number): string {
  return isOrganisationType(type) ? t(organisationTypeNames[type]) : t('organisations.type.unknown', { type });
}

/** Options of the organisation type selector: value is the number as text, label the display name. */
export function organisationTypeOptions(t: Translate<'organisations'>): { value: string; label: string }[] {
  return organisationTypes.map((type) => ({ value: String(type), label: t(organisationTypeNames[type]) }));
}
