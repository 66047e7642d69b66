import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation, savedIds } from '#/api/queries/after-mutation';
import { $remoteApi } from '#/api/remote-client';
import { SECRET_MUTATION_OPTIONS } from '#/components/form-fields/use-secret-submit';

/** GET api/POSCoreInstance: every POS Core instance (SPEC 7). */
export const posCoreInstanceListQuery = () => $api.queryOptions('get', '/api/POSCoreInstance');

/** GET api/posCoreInstance/{id}: one POS Core instance. */
export const posCoreInstanceQuery = (id: string) =>
  $api.queryOptions('get', '/api/posCoreInstance/{id}', { params: { path: { id } } });

/** GET api/posCoreInstance/{id}/linkedorgs: the organisations the instance serves. */
export const posCoreLinkedOrgsQuery = (id: string) =>
  $api.queryOptions('get', '/api/posCoreInstance/{id}/linkedorgs', { params: { path: { id } } });

/**
 * GET {instance uri}/api/v1/version/info: the remote instance's versions (its own server, per-request base url),
 * through the instances' own client: no marker, no cookies, and a failure (even a 401) reaches only its cell.
 */
export const remoteVersionQuery = (instanceUri: string) =>
  $remoteApi.queryOptions('get', '/api/v1/version/info', { baseUrl: instanceUri });

/** GET {instance uri}/api/v1/exceptions/info: the remote instance's error count and last error time (same client). */
export const remoteExceptionsQuery = (instanceUri: string) =>
  $remoteApi.queryOptions('get', '/api/v1/exceptions/info', { baseUrl: instanceUri });

/** GET api/deploymentServerInstance: the deployment server instances (there is no single fetch). */
export const deploymentServerListQuery = () => $api.queryOptions('get', '/api/deploymentServerInstance');

/** GET api/integrationServerInstance: every integration server instance. */
export const integrationServerListQuery = () => $api.queryOptions('get', '/api/integrationServerInstance');

/** GET api/integrationServerInstance/{id}: one integration server instance. */
export const integrationServerQuery = (id: string) =>
  $api.queryOptions('get', '/api/integrationServerInstance/{id}', { params: { path: { id } } });

/** GET /api/IntegrationServerInstance/{id}/linkedorgs: the organisations using the instance. */
export const integrationLinkedOrgsQuery = (id: string) =>
  $api.queryOptions('get', '/api/IntegrationServerInstance/{id}/linkedorgs', { params: { path: { id } } });

/*
 * The three server batches carry each record's JWT Signing Key (the integration server's also a new Secret when one is
 * entered): created with SECRET_MUTATION_OPTIONS, and reset by their callers after each call, so no key stays in
 * TanStack Query's MutationCache (docs/security.md). The contract does not say that a record sent without its key
 * keeps it, so the key is sent as the record holds it.
 */

/** POST api/POSCoreInstance/batch (the grid, the edit page): afterwards the list is stale, the saved records dropped. */
export function usePosCoreInstanceBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/POSCoreInstance/batch', {
    ...SECRET_MUTATION_OPTIONS,
    onSuccess: (_saved, { body }) =>
      afterMutation(queryClient, {
        stale: [posCoreInstanceListQuery().queryKey],
        drop: savedIds(body, (instance) => instance.posCoreInstanceID).map((id) => posCoreInstanceQuery(id).queryKey),
      }),
  });
}

/** POST api/deploymentServerInstance/batch: afterwards the list (the edit page's only source) is stale. */
export function useDeploymentServerBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/deploymentServerInstance/batch', {
    ...SECRET_MUTATION_OPTIONS,
    onSuccess: () => afterMutation(queryClient, { stale: [deploymentServerListQuery().queryKey] }),
  });
}

/** POST api/integrationServerInstance/batch (the grid, the edit page): afterwards the list is stale and the saved records dropped. */
export function useIntegrationServerBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/integrationServerInstance/batch', {
    ...SECRET_MUTATION_OPTIONS,
    onSuccess: (_saved, { body }) =>
      afterMutation(queryClient, {
        stale: [integrationServerListQuery().queryKey],
        drop: savedIds(body, (server) => server.integrationServerInstanceID).map(
          (id) => integrationServerQuery(id).queryKey,
        ),
      }),
  });
}
