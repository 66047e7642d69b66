// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// The operations whose answers are of a schema with writeOnly properties (never answered), and those properties.

export const writeOnlyAnswers: readonly { method: string; path: string; names: readonly string[] }[] = [
  {
    "method": "GET",
    "path": "/api/client",
    "names": [
      "newClientSecret"
    ]
  },
  {
    "method": "POST",
    "path": "/api/client/batch",
    "names": [
      "newClientSecret"
    ]
  },
  {
    "method": "GET",
    "path": "/api/client/{id}",
    "names": [
      "newClientSecret"
    ]
  },
  {
    "method": "GET",
    "path": "/api/POSCoreInstance",
    "names": [
      "jwtSigningKey"
    ]
  },
  {
    "method": "POST",
    "path": "/api/POSCoreInstance/batch",
    "names": [
      "jwtSigningKey"
    ]
  },
  {
    "method": "GET",
    "path": "/api/posCoreInstance/{id}",
    "names": [
      "jwtSigningKey"
    ]
  },
  {
    "method": "GET",
    "path": "/api/deploymentServerInstance",
    "names": [
      "jwtSigningKey"
    ]
  },
  {
    "method": "POST",
    "path": "/api/deploymentServerInstance/batch",
    "names": [
      "jwtSigningKey"
    ]
  },
  {
    "method": "GET",
    "path": "/api/integrationServerInstance",
    "names": [
      "jwtSigningKey",
      "secret"
    ]
  },
  {
    "method": "POST",
    "path": "/api/integrationServerInstance/batch",
    "names": [
      "jwtSigningKey",
      "secret"
    ]
  },
  {
    "method": "GET",
    "path": "/api/integrationServerInstance/{id}",
    "names": [
      "jwtSigningKey",
      "secret"
    ]
  }
];
