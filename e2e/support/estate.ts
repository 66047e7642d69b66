/** Ids of the mock estate (docs/mock-estate.md). */
export const estate = {
  rootOrgId: '10000000-0000-4000-8000-000000000001',
  harbourFishBarId: '10000000-0000-4000-8000-000000000005',
  aliceId: '20000000-0000-4000-8000-000000000001',
  oliverId: '20000000-0000-4000-8000-000000000002',
  umaId: '20000000-0000-4000-8000-000000000003',
  /** The anonymous persona's user: a session with the `anonymous` scope. */
  guestId: '20000000-0000-4000-8000-000000000004',
} as const;
