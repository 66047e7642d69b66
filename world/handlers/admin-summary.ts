import type { Handlers } from './context';

export const handlers: Handlers = {
  getAdminSummary({ world }) {
    const { state } = world;
    const organisations = world.recordsOf('organisations');
    const deployment = Object.values(state.deploymentServers)[0];
    return {
      posCoreInstances: Object.values(state.posCoreInstances).map((p) => ({
        posCoreInstanceID: p.posCoreInstanceID ?? '',
        name: p.name,
        totalOrganisations: organisations.filter((o) => o.posCoreInstanceID === p.posCoreInstanceID).length,
        uri: p.uri,
      })),
      clients: Object.values(state.clients).map((c) => ({
        clientID: c.clientID ?? '',
        name: c.name,
        allowPasswordGrant: c.allowPasswordGrant,
        homepage: c.homepage ?? null,
      })),
      totalUsers: world.recordsOf('users').length,
      totalActiveOrganisations: organisations.filter((o) => o.active).length,
      totalInactiveOrganisations: organisations.filter((o) => !o.active).length,
      versions: world.settings.versions,
      deploymentServerInstance: deployment
        ? {
            deploymentServerInstanceID: deployment.deploymentServerInstanceID ?? '',
            name: deployment.name,
            uri: deployment.uri,
          }
        : null,
      integrationServerInstances: Object.values(state.integrationServers).map((i) => ({
        integrationServerInstanceID: i.integrationServerInstanceID ?? '',
        name: i.name,
        integrationServerInstanceType: i.integrationServerInstanceType,
        uri: i.uri,
      })),
    };
  },
};
