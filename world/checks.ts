/**
 * The checks of the world that a server could lack, by name. A world made without one (`--without <check>`) is a
 * server with that hole: the conformance kit's own tests start one to show that the kit notices (docs/conformance.md).
 *   references      ids in a body that the caller may not name there (the contract's x-reference)
 *   mailLimits      more mail than an operation's x-mail-limit
 *   emailOwnership  an email taken by a second user, or one's own changed without the link mailed to it
 *   ownTokens       an invitation's token shown to someone else than its addressee (a super user's summary read)
 *   history         a record's history: a world without it is a server that keeps none (its three reads answer 501
 *                   `NotImplemented_NoHistory`), which the kit must tell from one that keeps a wrong one
 */
export const WORLD_CHECKS = ['references', 'mailLimits', 'emailOwnership', 'ownTokens', 'history'] as const;
export type WorldCheck = (typeof WORLD_CHECKS)[number];

/** Whether the world makes a check (every world does, but one made without it for the kit's tests). */
// Only the settings are read, so this module needs nothing of world.ts (which names WorldCheck): no import circle.
export const checks = (world: { settings: { without: readonly WorldCheck[] } }, check: WorldCheck): boolean =>
  !world.settings.without.includes(check);
