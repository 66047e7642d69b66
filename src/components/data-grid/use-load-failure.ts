import { useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { failureWithOutcome, isForbidden, isSessionEnded } from '#/lib/call-outcome';

/**
 * The grid's failures: a failed commit, or a failed load, which opens the Error modal once and then shows in the
 * grid's place until the list loads again (a 401 there at once), so the rest of the console stays usable. A load
 * refused to the role (403) opens no modal: `forbidden`, and the grid shows Not authorised in its place.
 */
export function useLoadFailure(options: {
  loaded: boolean;
  error: unknown;
  commitError: { error: unknown } | null;
  clearCommitError: () => void;
  onRefresh: () => void;
}) {
  const tErrors = useT('errors');
  const errorMessage = useErrorMessage();
  const { loaded, error, commitError, clearCommitError, onRefresh } = options;
  // (A load again without rows clears the error while it runs, so "loaded" is an answer with rows and no error.)
  const [loadFailureInline, setLoadFailureInline] = useState(false);
  const [wasLoaded, setWasLoaded] = useState(loaded);
  if (wasLoaded !== loaded) {
    setWasLoaded(loaded);
    if (loaded) setLoadFailureInline(false);
  }

  const forbidden = Boolean(error) && isForbidden(error);
  const loadFailedInline = Boolean(error) && (loadFailureInline || isSessionEnded(error) || forbidden);
  const failure = commitError ?? (error && !loadFailedInline ? { error } : null);
  const failureText = failure ? errorMessage(failure.error, { emptyFallback: tErrors('errors.gridRejected') }) : '';
  // Only a save can leave its outcome unknown; a load that got no answer changed nothing.
  const failureMessage = commitError
    ? failureWithOutcome(tErrors, failureText, commitError.error, 'list')
    : failureText;
  const loadFailureMessage =
    loadFailedInline && !forbidden ? errorMessage(error, { emptyFallback: tErrors('errors.gridRejected') }) : null;

  // SPEC 4: OK refreshes the view. Pending edits and the selection stay (a failed save keeps what the user did).
  // A load failure shows in the grid's place from then on (a second failure does not open the modal again).
  const dismissFailure = () => {
    clearCommitError();
    if (!commitError && error) setLoadFailureInline(true);
    onRefresh();
  };
  // ×, Escape or a click outside: a failed load is not loaded again (that would only fail and open the modal again).
  const closeFailure = () => {
    if (commitError) {
      dismissFailure();
      return;
    }
    setLoadFailureInline(true);
  };

  return { failureOpen: failure !== null, failureMessage, loadFailureMessage, forbidden, dismissFailure, closeFailure };
}
