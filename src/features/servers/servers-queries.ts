import { $api } from '../../api/client';
import { $remoteApi } from '../../api/remote-client';

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
