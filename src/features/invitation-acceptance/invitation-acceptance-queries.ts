import { queryOptions } from '@tanstack/react-query';
import { $api, api, dataOf } from '#/api/client';
import type { MutationExtras } from '#/api/queries/after-mutation';
import { NEW_USER_RESULT, placeholderAcceptRequest, validationRequest } from './invitation-rules';

/** GET api/consentdocuments: the documents to accept (anonymous). */
export const consentDocumentsQuery = () => $api.queryOptions('get', '/api/consentdocuments');

/** What the validation of an invitation link led to. */
export type InvitationOutcome = 'newUser' | 'accepted';

/**
 * SPEC 4 "Invitation validation", run once per visit of the link: POST invitations/validate; result Ok_NewUser ->
 * 'newUser' (the accept form follows); any other success -> POST invitations/accept with placeholder values ->
 * 'accepted' (the approved page follows). A failure of either call is the query's error.
 */
export const invitationCheckQuery = (token: string, email: string) =>
  queryOptions({
    queryKey: ['invitationAcceptance', 'check', token, email] as const,
    queryFn: async (): Promise<InvitationOutcome> => {
      const validation = dataOf(await api.POST('/invitations/validate', { body: validationRequest(token, email) }));
      if (validation.resultText === NEW_USER_RESULT) return 'newUser';
      dataOf(await api.POST('/invitations/accept', { body: placeholderAcceptRequest(token, email) }));
      return 'accepted';
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST invitations/accept (with the password: the screen passes SECRET_MUTATION_OPTIONS): no cache effect. */
export function useAcceptInvitation(extras: MutationExtras) {
  return $api.useMutation('post', '/invitations/accept', extras);
}
