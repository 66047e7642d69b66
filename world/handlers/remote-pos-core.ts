import type { Handlers } from './context';

/**
 * The API of a POS Core instance (its own server, SPEC 2.4 and 7), which the estate's instances point at the mock
 * for: each instance answers the contract's examples of a running instance. The console calls it from the page, so it
 * is another origin's: the server answers it with CORS for the console's origin (world/server.ts).
 */
export const remotePosCoreHandlers: Handlers = {
  getRemotePosCoreVersionInfo: ({ world }) => world.settings.remotePosCore.versionInfo,
  getRemotePosCoreExceptionsInfo: ({ world }) => world.settings.remotePosCore.exceptionsInfo,
};
