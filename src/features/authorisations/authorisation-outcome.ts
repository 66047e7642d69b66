import type { MessageKey, Translate } from '#/lib/messages/catalogues';

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

/** Classifies a batch answer; a failed call is a Failure too (`classifyAuthorisationOutcome(null)`). */
export function classifyAuthorisationOutcome(
  result: BatchAuthorisationResult | null | undefined,
): AuthorisationOutcome {
  if (!result || result.updatedOrgs.length === 0) return 'Failure';
  return result.insufficientPOSCoreOrgs.length === 0 ? 'Success' : 'Partial Success';
}

/** The dialog's title of each outcome. */
const OUTCOME_TITLES = {
  Success: 'authorisations.outcome.success',
  'Partial Success': 'authorisations.outcome.partialSuccess',
  Failure: 'authorisations.outcome.failure',
} as const satisfies Record<AuthorisationOutcome, MessageKey<'authorisations'>>;

export interface OutcomeDescription {
  outcome: AuthorisationOutcome;
  /** The dialog's title: the outcome, in words. */
  title: string;
  /** The sentence shown first. */
  message: string;
  /** The organisations updated (shown for Success and Partial Success). */
  updated: readonly OutcomeOrganisation[];
  /** The organisations that failed for an insufficient POS Core, introduced by `failedIntro`. */
  failed: readonly OutcomeOrganisation[];
  failedIntro: string | null;
}

/** The dialog of SPEC 4 for a batch answer, or for a failed call (`null`); SPEC 8's texts. */
export function describeAuthorisationOutcome(
  t: Translate<'authorisations'>,
  result: BatchAuthorisationResult | null | undefined,
): OutcomeDescription {
  const outcome = classifyAuthorisationOutcome(result);
  const updated = result?.updatedOrgs ?? [];
  const failed = result?.insufficientPOSCoreOrgs ?? [];
  const organisations = (count: number) => t('authorisations.outcome.organisations', { count });
  const failedIntro =
    failed.length === 0 ? null : t('authorisations.outcome.insufficientPosCore', { count: failed.length });
  const described = { outcome, title: t(OUTCOME_TITLES[outcome]), updated, failed, failedIntro };
  switch (outcome) {
    case 'Success':
      return {
        ...described,
        message: t('authorisations.outcome.changed', { organisations: organisations(updated.length) }),
      };
    case 'Partial Success':
      return {
        ...described,
        message: t('authorisations.outcome.changedPartly', {
          updated: organisations(updated.length),
          failed: organisations(failed.length),
        }),
      };
    case 'Failure':
      return { ...described, message: t('authorisations.outcome.failed'), updated: [] };
  }
}
