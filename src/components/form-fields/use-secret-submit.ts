/**
 * useSecretSubmit: the one-call-at-a-time submit of a form that sends a password. It shows SPEC 8's message on
 * failure and resets the mutation either way, so its state does not keep the password; on a session-ended 401 it
 * clears nothing and offers the session dialog's Retry. Why: docs/decisions/061-passwords-sent-as-typed-and-not-kept.md
 *
 * `submit(variables, { onSuccess, onFailure })`: `onSuccess` runs after the call (a failure there shows like the
 * call's own); `onFailure` runs before the message is set (e.g. to clear the fields). `setError(null)` clears it.
 */
import { useRef, useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { useSessionRetry } from '#/components/session-ended/use-session-retry';
import { SESSION_ENDED_NOT_SAVED, isSessionEnded } from '#/lib/call-outcome';
import type { MessageCatalogue } from '#/lib/error-messages';

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
  const tErrors = useT('errors');
  const errorMessage = useErrorMessage();
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
        setError(tErrors(SESSION_ENDED_NOT_SAVED));
        sessionRetry.offer(() => void submit(variables, handlers));
        return;
      }
      handlers.onFailure?.();
      setError(errorMessage(failure, { catalogue, emptyFallback: failedMessage }) || failedMessage);
    } finally {
      running.current = false;
      mutation.reset();
    }
  };

  return { error, setError, submit };
}
