import { useCallback } from 'react';
import { errorMessageOf, type MessageCatalogue } from '#/lib/error-messages';
import { useT } from './i18n-context';

export type ErrorMessage = (
  error: unknown,
  options?: { catalogue?: MessageCatalogue; emptyFallback?: string },
) => string;

/** `errorMessageOf` in the console's language: the message a screen shows for a failed call (SPEC 8). */
export function useErrorMessage(): ErrorMessage {
  const t = useT('errors');
  return useCallback<ErrorMessage>((error, options) => errorMessageOf(t, error, options), [t]);
}
