// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// The format of each path parameter (format, maxLength, minLength, pattern), by the path it is part of.

const rule0 = {"format":"uuid"} as const;
const rule1 = {} as const;
const rule2 = {"maxLength":100,"minLength":1} as const;
const rule3 = {"maxLength":16} as const;

export const pathIds = {
  "/api/IntegrationServerInstance/{id}/linkedorgs": { id: rule0 },
  "/api/Organisation/summary/{orgId}": { orgId: rule0 },
  "/api/Organisation/{orgId}": { orgId: rule0 },
  "/api/OrganisationTree/{id}": { id: rule0 },
  "/api/User/history/{userId}": { userId: rule0 },
  "/api/User/summary/{userId}": { userId: rule0 },
  "/api/auditlog/history/{type}/{id}": { type: rule1, id: rule2 },
  "/api/client/{id}": { id: rule3 },
  "/api/integrationServerInstance/{id}": { id: rule0 },
  "/api/organisation/{orgId}/acceptances/{appId}/add": { orgId: rule0, appId: rule0 },
  "/api/organisation/{orgId}/acceptances/{appId}/update": { orgId: rule0, appId: rule0 },
  "/api/organisation/{orgId}/acceptancestree": { orgId: rule0 },
  "/api/organisation/{orgId}/acceptancestree/acceptances/{packageId}": { orgId: rule0, packageId: rule0 },
  "/api/organisation/{orgId}/acceptancestree/oldversions/{appId}": { orgId: rule0, appId: rule0 },
  "/api/organisation/{orgId}/accessibleteams/values": { orgId: rule0 },
  "/api/organisation/{orgId}/appsettings/{appId}": { orgId: rule0, appId: rule0 },
  "/api/organisation/{orgId}/authorisations": { orgId: rule0 },
  "/api/organisation/{orgId}/childauthorisations": { orgId: rule0 },
  "/api/organisation/{orgId}/configtemplateorgs": { orgId: rule0 },
  "/api/organisation/{orgId}/history/{type}/{id}": { orgId: rule0, type: rule1, id: rule2 },
  "/api/organisation/{orgId}/initialise": { orgId: rule0 },
  "/api/organisation/{orgId}/invite": { orgId: rule0 },
  "/api/organisation/{orgId}/invite/batch": { orgId: rule0 },
  "/api/organisation/{orgId}/links": { orgId: rule0 },
  "/api/organisation/{orgId}/links/batch": { orgId: rule0 },
  "/api/organisation/{orgId}/links/{id}/RootNodes": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/links/{id}/RootNodes/batch": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/links/{id}/assignments": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/links/{id}/assignments/batch": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/outlets/nodes": { orgId: rule0 },
  "/api/organisation/{orgId}/packageauthorisations/{appId}": { orgId: rule0, appId: rule0 },
  "/api/organisation/{orgId}/packageauthorisations/{appId}/batch": { orgId: rule0, appId: rule0 },
  "/api/organisation/{orgId}/permissiongroups": { orgId: rule0 },
  "/api/organisation/{orgId}/profile": { orgId: rule0 },
  "/api/organisation/{orgId}/sendinvite": { orgId: rule0 },
  "/api/organisation/{orgId}/serviceaccounts": { orgId: rule0 },
  "/api/organisation/{orgId}/serviceaccounts/batch": { orgId: rule0 },
  "/api/organisation/{orgId}/serviceaccounts/{id}": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/serviceaccounts/{id}/resetpassword": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/systemhealthtree": { orgId: rule0 },
  "/api/organisation/{orgId}/team": { orgId: rule0 },
  "/api/organisation/{orgId}/team/batch": { orgId: rule0 },
  "/api/organisation/{orgId}/team/{id}": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/team/{id}/members": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/team/{id}/members/batch": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/userpermissiongroup": { orgId: rule0 },
  "/api/organisation/{orgId}/userpermissiongroup/batch": { orgId: rule0 },
  "/api/organisation/{orgId}/userpermissiongroup/{id}": { orgId: rule0, id: rule0 },
  "/api/organisation/{orgId}/users/values": { orgId: rule0 },
  "/api/posCoreInstance/{id}": { id: rule0 },
  "/api/posCoreInstance/{id}/linkedorgs": { id: rule0 },
  "/api/user/{id}": { id: rule0 },
} as const;

export type PathWithIds = keyof typeof pathIds;
