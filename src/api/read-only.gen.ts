// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// The operations whose request bodies declare readOnly properties (the server fills them), and those properties.

export const readOnlyRequests: readonly { method: string; path: string; names: readonly string[] }[] = [
  {
    "method": "POST",
    "path": "/api/POSCoreInstance/batch",
    "names": [
      "exceptionsUri",
      "hasKey",
      "keyVersion",
      "stagingUri",
      "versionUri"
    ]
  },
  {
    "method": "POST",
    "path": "/api/deploymentServerInstance/batch",
    "names": [
      "exceptionsUri",
      "hasKey",
      "keyVersion",
      "stagingUri",
      "versionUri"
    ]
  },
  {
    "method": "POST",
    "path": "/api/integrationServerInstance/batch",
    "names": [
      "hasKey",
      "hasSecret",
      "keyVersion",
      "secretVersion",
      "stagingUri"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/batch",
    "names": [
      "kapow"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/{orgId}/userpermissiongroup/batch",
    "names": [
      "totalAssignedUsers"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/{orgId}/links/batch",
    "names": [
      "organisationName",
      "teamUserName",
      "userEmail"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/{orgId}/team/batch",
    "names": [
      "totalMembers"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/{orgId}/team/{id}/members/batch",
    "names": [
      "userName"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/{orgId}/serviceaccounts/batch",
    "names": [
      "rootNodeName"
    ]
  },
  {
    "method": "POST",
    "path": "/api/organisation/{orgId}/invite/batch",
    "names": [
      "expiryDateTimeUTC",
      "senderName"
    ]
  },
  {
    "method": "POST",
    "path": "/api/user/batch",
    "names": [
      "pendingEmail"
    ]
  },
  {
    "method": "POST",
    "path": "/api/user/profile",
    "names": [
      "pendingEmail"
    ]
  }
];
