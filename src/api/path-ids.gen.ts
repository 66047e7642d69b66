// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// The format of each path parameter (format, maxLength, minLength, pattern), by the path it is part of.

export const pathIds = {
  "/api/IntegrationServerInstance/{id}/linkedorgs": {
    "id": {
      "format": "uuid"
    }
  },
  "/api/Organisation/summary/{orgId}": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/OrganisationTree/{id}": {
    "id": {
      "format": "uuid"
    }
  },
  "/api/User/summary/{userId}": {
    "userId": {
      "format": "uuid"
    }
  },
  "/api/client/{id}": {
    "id": {
      "maxLength": 16
    }
  },
  "/api/integrationServerInstance/{id}": {
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/acceptances/{appId}/add": {
    "orgId": {
      "format": "uuid"
    },
    "appId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/acceptances/{appId}/update": {
    "orgId": {
      "format": "uuid"
    },
    "appId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/acceptancestree": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/acceptancestree/acceptances/{packageId}": {
    "orgId": {
      "format": "uuid"
    },
    "packageId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/acceptancestree/oldversions/{appId}": {
    "orgId": {
      "format": "uuid"
    },
    "appId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/accessibleteams/values": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/appsettings/{appId}": {
    "orgId": {
      "format": "uuid"
    },
    "appId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/authorisations": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/childauthorisations": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/configtemplateorgs": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/initialise": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/invite": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/invite/batch": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/links": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/links/batch": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/links/{id}/RootNodes": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/links/{id}/RootNodes/batch": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/links/{id}/assignments": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/links/{id}/assignments/batch": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/outlets/nodes": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/packageauthorisations/{appId}": {
    "orgId": {
      "format": "uuid"
    },
    "appId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/packageauthorisations/{appId}/batch": {
    "orgId": {
      "format": "uuid"
    },
    "appId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/permissiongroups": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/profile": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/sendinvite": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/serviceaccounts": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/serviceaccounts/batch": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/serviceaccounts/{id}": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/serviceaccounts/{id}/resetpassword": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/systemhealthtree": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/team": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/team/batch": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/team/{id}": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/team/{id}/members": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/team/{id}/members/batch": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/userpermissiongroup": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/userpermissiongroup/batch": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/userpermissiongroup/{id}": {
    "orgId": {
      "format": "uuid"
    },
    "id": {
      "format": "uuid"
    }
  },
  "/api/organisation/{orgId}/users/values": {
    "orgId": {
      "format": "uuid"
    }
  },
  "/api/posCoreInstance/{id}": {
    "id": {
      "format": "uuid"
    }
  },
  "/api/posCoreInstance/{id}/linkedorgs": {
    "id": {
      "format": "uuid"
    }
  },
  "/api/user/{id}": {
    "id": {
      "format": "uuid"
    }
  }
} as const;

export type PathWithIds = keyof typeof pathIds;
