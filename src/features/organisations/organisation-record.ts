import * as limits from '#/api/limits.gen';
import { OrganisationType, type components } from '#/api/schema.gen';
import type { Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend, type RecordFields } from '#/lib/record-fields';

/** An organisation as answers carry it, and as the form edits and a save sends it (a new one without an id). */
export type Organisation = components['schemas']['Organisation'];
export type OrganisationChange = components['schemas']['OrganisationChange'];
export type OptionValue = components['schemas']['OptionValue'];

/**
 * Rules of the organisation form of the organisations page (SPEC 2.4 "Organisations page", SPEC 3 "Organisation",
 * SPEC 4 "Organisation form", SPEC 5).
 */
export const organisationFields = {
  organisationCode: {
    kind: 'text',
    label: 'organisations.form.organisationCode',
    required: true,
    maxLength: limits.Organisation.organisationCode.maxLength,
    trim: true,
  },
  name: {
    kind: 'text',
    label: 'organisations.form.name',
    required: true,
    maxLength: limits.Organisation.name.maxLength,
    trim: true,
  },
} as const satisfies RecordFields<OrganisationChange, 'organisations'>;

/** SPEC 4: a new organisation is inactive, not initialised, of type Licensee. */
export function newOrganisation(): OrganisationChange {
  return {
    organisationCode: '',
    name: '',
    organisationType: OrganisationType.Licensee,
    posCoreInstanceID: null,
    remoteOrderServerInstanceID: null,
    dataExtractionServerInstanceID: null,
    partnerServerInstanceID: null,
    reportingServerInstanceID: null,
    parentOrganisationID: null,
    active: false,
    initialised: false,
  };
}

/** The first problem that stops a save, or null; the fields named in the console's language. */
export function organisationProblem(
  t: Translate<'forms' | 'organisations'>,
  organisation: OrganisationChange,
): string | null {
  return recordProblem(t, organisationFields, organisation);
}

/** The same checks per field: the form rules of the organisation form (`useEditForm`'s `validate`). */
export function organisationFormRules(t: Translate<'forms' | 'organisations'>) {
  return fieldRules(t, organisationFields);
}

/**
 * The record sent in `POST api/organisation/batch` (SPEC 7: "organisation without kapow"); a new organisation is
 * sent without organisationID. Name and (when creating; it is read-only afterwards) code are sent trimmed, the
 * rule their fields check with (`src/lib/field-text.ts`).
 */
export function toOrganisationChange(organisation: OrganisationChange): OrganisationChange {
  const { kapow: _kapow, organisationID, ...rest } = organisation;
  void _kapow;
  // The code is read-only once the organisation exists: sent as it was loaded.
  return organisationID
    ? { organisationID, ...recordToSend({ name: organisationFields.name }, rest) }
    : recordToSend(organisationFields, rest);
}

/** SPEC 4: the tree is reloaded when an organisation was created or its parent changed; else updated in place. */
export function needsTreeReload(original: OrganisationChange | null, saved: Organisation): boolean {
  if (original === null || !original.organisationID) return true;
  return (original.parentOrganisationID ?? null) !== (saved.parentOrganisationID ?? null);
}

/** SPEC 5: the parent choices exclude the organisation itself. */
export function parentOptions(options: readonly OptionValue[], organisationID: string | undefined): OptionValue[] {
  return organisationID ? options.filter((option) => option.key !== organisationID) : [...options];
}

/** SPEC 2.4: the POS Core selector is read-only once the organisation is initialised (as saved). */
export function posCoreLocked(saved: OrganisationChange | null): boolean {
  return saved?.initialised === true;
}
