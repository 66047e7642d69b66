import { queryOptions } from '@tanstack/react-query';
import { $api, api, dataOf } from '#/api/client';
import type { MutationExtras } from '#/api/queries/after-mutation';

/**
 * POST passwordreset/validate, run once per visit of the link (SPEC 4 "Password reset": the link is validated,
 * then the confirm screen follows). A failure is the query's error.
 */
export const resetLinkCheckQuery = (token: string, email: string) =>
  queryOptions({
    queryKey: ['password-reset', 'check', token, email] as const,
    queryFn: async () => dataOf(await api.POST('/passwordreset/validate', { body: { email, token } })),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST passwordreset/send (the request screen): no cache effect. */
export function useSendReset() {
  return $api.useMutation('post', '/passwordreset/send');
}

/** POST passwordreset/confirm (the new password: the screen passes SECRET_MUTATION_OPTIONS): no cache effect. */
export function useConfirmReset(extras: MutationExtras) {
  return $api.useMutation('post', '/passwordreset/confirm', extras);
}
