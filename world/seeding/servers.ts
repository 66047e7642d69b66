import type { OpenAPIBackend } from 'openapi-backend';
import { exampleOf } from '../contract';
import { SEED_VERSION, type WorldState } from '../state';

const withPort = (uri: string | null | undefined, port: number | undefined): string | null =>
  uri == null
    ? null
    : port === undefined
      ? uri
      : uri.replace(/^(https?:\/\/(?:localhost|127\.0\.0\.1)):4010\b/, `$1:${port}`);

/** The estate's POS Core instances, deployment server and integration servers, their addresses at `remotePort`. */
export function estateServers(api: OpenAPIBackend, state: WorldState, remotePort: number | undefined): void {
  // The examples answer only whether a key (or secret) is stored; the seed stores one where they say so.
  const storedKey = (answered: { hasKey?: boolean; name: string }) =>
    answered.hasKey ? `seed-key-${answered.name.toLowerCase().replace(/\W+/g, '-')}` : null;
  for (const { hasKey, ...instance } of exampleOf(api, 'listPosCoreInstances')) {
    state.posCoreInstances[instance.posCoreInstanceID ?? ''] = {
      ...instance,
      version: SEED_VERSION,
      jwtSigningKey: storedKey({ hasKey, name: instance.name }),
      uri: withPort(instance.uri, remotePort) ?? '',
      versionUri: withPort(instance.versionUri, remotePort),
      stagingUri: withPort(instance.stagingUri, remotePort),
      exceptionsUri: withPort(instance.exceptionsUri, remotePort),
    };
  }
  for (const { hasKey, ...instance } of exampleOf(api, 'listDeploymentServerInstances')) {
    state.deploymentServers[instance.deploymentServerInstanceID ?? ''] = {
      ...instance,
      version: SEED_VERSION,
      jwtSigningKey: storedKey({ hasKey, name: instance.name }),
      uri: withPort(instance.uri, remotePort) ?? '',
      versionUri: withPort(instance.versionUri, remotePort),
      exceptionsUri: withPort(instance.exceptionsUri, remotePort),
    };
  }
  for (const { hasKey, hasSecret, ...instance } of exampleOf(api, 'listIntegrationServerInstances')) {
    state.integrationServers[instance.integrationServerInstanceID ?? ''] = {
      ...instance,
      version: SEED_VERSION,
      jwtSigningKey: storedKey({ hasKey, name: instance.name }),
      secret: hasSecret ? `seed-secret-${instance.name.toLowerCase().replace(/\W+/g, '-')}` : null,
    };
  }
}
