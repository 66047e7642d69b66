/**
 * The outcome of a batch version authorisation (SPEC 4 "Version authorisation", SPEC 8 "Authorisations").
 *
 * - Success: every organisation was updated (none failed).
 * - Partial Success: some were updated, some failed because their POS Core does not meet the minimum version.
 * - Failure: none was updated (the call answered, but updated nobody), or the call itself failed.
 */

export type AuthorisationOutcome = 'Success' | 'Partial Success' | 'Failure';

export interface OutcomeOrganisation {
  organisationID: string;
  organisationName: string;
}

export interface BatchAuthorisationResult {
  updatedOrgs: readonly OutcomeOrganisation[];
  insufficientPOSCoreOrgs: readonly OutcomeOrganisation[];
}

/** SPEC 8: the failure dialog when the call fails or nothing was updated. */
export const AUTHORISATION_FAILED_MESSAGE =
  'Unable to change authorised versions at this time. Please try again later.';
/** SPEC 8: how the organisations that were not updated are described. */
export const INSUFFICIENT_POSCORE_TEXT =
  'failed to update due to their POSCore not meeting the minimum version requirements';
/** SPEC 8: a failed load of the child organisation authorisations. */
export const CHILD_AUTHORISATIONS_FAILED_MESSAGE = 'Unable to fetch child organisation authorisations';

/** Classifies a batch answer; a failed call is a Failure too (`classifyAuthorisationOutcome(null)`). */
export function classifyAuthorisationOutcome(
  result: BatchAuthorisationResult | null | undefined,
): AuthorisationOutcome {
  if (!result || result.updatedOrgs.length === 0) return 'Failure';
  return result.insufficientPOSCoreOrgs.length === 0 ? 'Success' : 'Partial Success';
}

export interface OutcomeDescription {
  outcome: AuthorisationOutcome;
  /** The dialog's title: the outcome. */
  title: AuthorisationOutcome;
  /** The sentence shown first. */
  message: string;
  /** The organisations updated (shown for Success and Partial Success). */
  updated: readonly OutcomeOrganisation[];
  /** The organisations that failed for an insufficient POS Core, introduced by `failedIntro`. */
  failed: readonly OutcomeOrganisation[];
  failedIntro: string | null;
}

function organisations(count: number): string {
  return count === 1 ? '1 organisation' : `${count} organisations`;
}

/** The dialog of SPEC 4 for a batch answer, or for a failed call (`null`). */
export function describeAuthorisationOutcome(result: BatchAuthorisationResult | null | undefined): OutcomeDescription {
  const outcome = classifyAuthorisationOutcome(result);
  const updated = result?.updatedOrgs ?? [];
  const failed = result?.insufficientPOSCoreOrgs ?? [];
  const failedIntro =
    failed.length === 0
      ? null
      : `The following ${failed.length === 1 ? 'organisation' : 'organisations'} ${INSUFFICIENT_POSCORE_TEXT}:`;
  switch (outcome) {
    case 'Success':
      return {
        outcome,
        title: outcome,
        message: `The authorised version was changed for ${organisations(updated.length)}.`,
        updated,
        failed,
        failedIntro,
      };
    case 'Partial Success':
      return {
        outcome,
        title: outcome,
        message: `The authorised version was changed for ${organisations(updated.length)}, but not for ${organisations(failed.length)}.`,
        updated,
        failed,
        failedIntro,
      };
    case 'Failure':
      return { outcome, title: outcome, message: AUTHORISATION_FAILED_MESSAGE, updated: [], failed, failedIntro };
  }
}
