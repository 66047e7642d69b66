import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';

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
