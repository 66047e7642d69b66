/**
 * useSecretSubmit: the submit of a form that sends a password (change password, accept an invitation, confirm a
 * password reset; used with PasswordFields). One call at a time; on failure the message of SPEC 8 for the call
 * (`catalogue`), or the failure's own text, or `failedMessage` when it carries none; and the mutation is reset
 * afterwards either way, as its state would otherwise keep the password it was called with. Create the mutation
 * with `SECRET_MUTATION_OPTIONS`: a reset alone leaves the call (its variables: the passwords) in TanStack Query's
 * MutationCache for the default 5 minutes; with `gcTime: 0` the reset (or leaving the screen) removes it at once.
 *
 * `submit(variables, { onSuccess, onFailure })` runs the call; `onSuccess` (e.g. navigate on) runs after it, and a
 * failure there is shown like the call's own; `onFailure` runs before the message is set (e.g. clear the fields).
 * `error` is the message shown, `setError(null)` clears it (e.g. when the user edits a field).
 * Refused because the session ended (401): nothing is cleared (`onFailure` does not run), the page says the change
 * was not made, and the session-ended dialog's Retry sends the same call again (its variables are held in memory
 * only, by that dialog's Retry, until it runs or the screen goes).
 */
import { useRef, useState } from 'react';
import { errorMessageOf, type MessageCatalogue } from '../../api/error-messages';
import { SESSION_ENDED_NOT_SAVED, isSessionEnded } from '../../lib/call-outcome';
import { useSessionRetry } from '../session-ended/use-session-retry';

/** What the hook needs of a mutation (openapi-react-query's useMutation result fits). */
export interface SecretMutation<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
  reset: () => void;
}

/**
 * Options for every mutation whose variables carry a password or a secret (`$api.useMutation(method, path,
 * SECRET_MUTATION_OPTIONS)`): the MutationCache drops the call as soon as nothing observes it (after `reset()` or
 * when the screen unmounts) instead of keeping it, variables included, for 5 minutes.
 */
export const SECRET_MUTATION_OPTIONS = { gcTime: 0 } as const;

export interface SecretSubmitOptions {
  failedMessage: string;
  catalogue?: MessageCatalogue;
}

export interface SecretSubmitHandlers {
  onSuccess: () => unknown;
  onFailure?: () => void;
}

export function useSecretSubmit<V>(mutation: SecretMutation<V>, { failedMessage, catalogue }: SecretSubmitOptions) {
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const sessionRetry = useSessionRetry();

  const submit = async (variables: V, handlers: SecretSubmitHandlers): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setError(null);
    sessionRetry.withdraw();
    try {
      await mutation.mutateAsync(variables);
      await handlers.onSuccess();
    } catch (failure) {
      if (isSessionEnded(failure)) {
        setError(SESSION_ENDED_NOT_SAVED);
        sessionRetry.offer(() => void submit(variables, handlers));
        return;
      }
      handlers.onFailure?.();
      setError(errorMessageOf(failure, { catalogue, emptyFallback: failedMessage }) || failedMessage);
    } finally {
      running.current = false;
      mutation.reset();
    }
  };

  return { error, setError, submit };
}
