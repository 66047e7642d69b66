// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// Field limits (maxLength, minLength, ...) of every named schema, so forms never re-type them.

export const limits = {
  "AcceptInvitationRequest": {
    "email": {
      "maxLength": 64
    },
    "userShortName": {
      "maxLength": 32,
      "minLength": 1
    },
    "userFullName": {
      "maxLength": 64,
      "minLength": 1
    }
  },
  "AcceptanceTreeVersion": {
    "majorVersion": {
      "minimum": 0
    },
    "minorVersion": {
      "minimum": 0
    },
    "buildNumber": {
      "minimum": 0
    },
    "revision": {
      "minimum": 0
    },
    "installerPackageLength": {
      "minimum": 0
    }
  },
  "AdminSummary": {
    "totalUsers": {
      "minimum": 0
    },
    "totalActiveOrganisations": {
      "minimum": 0
    },
    "totalInactiveOrganisations": {
      "minimum": 0
    }
  },
  "AdminSummaryClient": {
    "clientID": {
      "maxLength": 16
    },
    "name": {
      "maxLength": 64
    },
    "homepage": {
      "maxLength": 128
    }
  },
  "AdminSummaryDeploymentServerInstance": {
    "name": {
      "maxLength": 32
    },
    "uri": {
      "maxLength": 256
    }
  },
  "AdminSummaryIntegrationServerInstance": {
    "name": {
      "maxLength": 32
    },
    "uri": {
      "maxLength": 256
    }
  },
  "AdminSummaryPosCoreInstance": {
    "name": {
      "maxLength": 32
    },
    "totalOrganisations": {
      "minimum": 0
    },
    "uri": {
      "maxLength": 256
    }
  },
  "AppSettings": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "notBeforeTimeUTC": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"
    }
  },
  "AppSettingsChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "notBeforeTimeUTC": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"
    }
  },
  "ApplicationPackage": {
    "majorVersion": {
      "minimum": 0
    },
    "minorVersion": {
      "minimum": 0
    },
    "buildNumber": {
      "minimum": 0
    },
    "revision": {
      "minimum": 0
    },
    "installerPackageLength": {
      "minimum": 0
    }
  },
  "AuditQuery": {
    "pageSize": {
      "minimum": 1
    },
    "pageNumber": {
      "minimum": 0
    }
  },
  "AuthorisationOrganisation": {
    "organisationName": {
      "maxLength": 32
    }
  },
  "BatchAuthorisationRequest": {
    "organisationIDs": {
      "minItems": 1
    }
  },
  "ChildAuthorisation": {
    "organisationName": {
      "maxLength": 32
    }
  },
  "Client": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "clientID": {
      "maxLength": 16,
      "minLength": 1
    },
    "name": {
      "maxLength": 64,
      "minLength": 1
    },
    "description": {
      "maxLength": 512
    },
    "homepage": {
      "maxLength": 128
    },
    "newClientSecret": {
      "maxLength": 128
    },
    "imageBase64": {
      "maxLength": 349528,
      "maxBytes": 262144
    },
    "redirectUris": {
      "joinedMaxLength": 1024
    }
  },
  "ClientChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "clientID": {
      "maxLength": 16,
      "minLength": 1
    },
    "name": {
      "maxLength": 64,
      "minLength": 1
    },
    "description": {
      "maxLength": 512
    },
    "homepage": {
      "maxLength": 128
    },
    "newClientSecret": {
      "maxLength": 128
    },
    "imageBase64": {
      "maxLength": 349528,
      "maxBytes": 262144
    },
    "redirectUris": {
      "joinedMaxLength": 1024
    }
  },
  "ConflictError": {
    "conflicts": {
      "minItems": 1
    }
  },
  "DeploymentServerInstance": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "uri": {
      "maxLength": 256
    },
    "jwtSigningKey": {
      "maxLength": 128
    },
    "keyVersion": {
      "minimum": 0
    }
  },
  "DeploymentServerInstanceChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "uri": {
      "maxLength": 256
    },
    "jwtSigningKey": {
      "maxLength": 128
    },
    "keyVersion": {
      "minimum": 0
    }
  },
  "EntityLookupOrganisation": {
    "organisationName": {
      "maxLength": 32
    },
    "organisationCode": {
      "maxLength": 16
    }
  },
  "ExceptionsInfo": {
    "Count": {
      "minimum": 0
    }
  },
  "InitialiseRequest": {
    "currencyCode": {
      "maxLength": 4,
      "minLength": 2
    },
    "defaultConfigTemplateOrgCode": {
      "maxLength": 16
    }
  },
  "IntegrationServerInstance": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "uri": {
      "maxLength": 256
    },
    "jwtSigningKey": {
      "maxLength": 128
    },
    "keyVersion": {
      "minimum": 0
    },
    "secret": {
      "maxLength": 128
    },
    "secretVersion": {
      "minimum": 0
    }
  },
  "IntegrationServerInstanceChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "uri": {
      "maxLength": 256
    },
    "jwtSigningKey": {
      "maxLength": 128
    },
    "keyVersion": {
      "minimum": 0
    },
    "secret": {
      "maxLength": 128
    },
    "secretVersion": {
      "minimum": 0
    }
  },
  "Invite": {
    "email": {
      "maxLength": 64
    }
  },
  "InviteChange": {
    "email": {
      "maxLength": 64
    }
  },
  "Organisation": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "organisationCode": {
      "maxLength": 16,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    }
  },
  "OrganisationChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "organisationCode": {
      "maxLength": 16,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    }
  },
  "OrganisationProfile": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    }
  },
  "OrganisationProfileChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    }
  },
  "OrganisationSummary": {
    "totalPermissionGroups": {
      "minimum": 0
    }
  },
  "OrganisationSummaryChildOrganisation": {
    "organisationName": {
      "maxLength": 32
    }
  },
  "OrganisationSummaryPendingInvitation": {
    "email": {
      "maxLength": 64
    }
  },
  "OrganisationSummaryServiceAccount": {
    "name": {
      "maxLength": 32
    }
  },
  "OrganisationSummaryTeam": {
    "name": {
      "maxLength": 32
    },
    "totalMembers": {
      "minimum": 0
    }
  },
  "OrganisationUserLink": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "organisationName": {
      "maxLength": 32
    },
    "userEmail": {
      "maxLength": 64
    }
  },
  "OrganisationUserLinkChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "organisationName": {
      "maxLength": 32
    },
    "userEmail": {
      "maxLength": 64
    }
  },
  "PasswordResetConfirmRequest": {
    "email": {
      "maxLength": 64
    }
  },
  "PasswordResetSendRequest": {
    "email": {
      "maxLength": 64
    }
  },
  "PasswordResetValidateRequest": {
    "email": {
      "maxLength": 64
    }
  },
  "PermissionGroup": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "totalAssignedUsers": {
      "minimum": 0
    }
  },
  "PermissionGroupChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "totalAssignedUsers": {
      "minimum": 0
    }
  },
  "PosCoreInstance": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "uri": {
      "maxLength": 256
    },
    "jwtSigningKey": {
      "maxLength": 128
    },
    "keyVersion": {
      "minimum": 0
    }
  },
  "PosCoreInstanceChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "uri": {
      "maxLength": 256
    },
    "jwtSigningKey": {
      "maxLength": 128
    },
    "keyVersion": {
      "minimum": 0
    }
  },
  "ProblemDetails": {
    "status": {
      "minimum": 400,
      "maximum": 599
    }
  },
  "SendInviteRequest": {
    "email": {
      "maxLength": 64,
      "minLength": 1
    }
  },
  "ServiceAccount": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    }
  },
  "ServiceAccountChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    }
  },
  "SessionOrganisation": {
    "name": {
      "maxLength": 32
    }
  },
  "StatisticsChildOrg": {
    "totalOutlets": {
      "minimum": 0
    },
    "totalTransactions": {
      "minimum": 0
    }
  },
  "StatisticsOrganisation": {
    "name": {
      "maxLength": 32
    },
    "organisationCode": {
      "maxLength": 16
    }
  },
  "StatisticsPosCoreInstance": {
    "name": {
      "maxLength": 32
    }
  },
  "Team": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "totalMembers": {
      "minimum": 0
    }
  },
  "TeamChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "name": {
      "maxLength": 32,
      "minLength": 1
    },
    "totalMembers": {
      "minimum": 0
    }
  },
  "TeamMember": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    }
  },
  "TeamMemberChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    }
  },
  "TreeNode": {
    "name": {
      "maxLength": 32
    },
    "nameSuffix": {
      "maxLength": 16
    }
  },
  "User": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "shortName": {
      "maxLength": 32,
      "minLength": 1
    },
    "fullName": {
      "maxLength": 64
    },
    "email": {
      "maxLength": 64
    },
    "image": {
      "maxLength": 349528,
      "maxBytes": 262144
    }
  },
  "UserBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
    }
  },
  "UserChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "shortName": {
      "maxLength": 32,
      "minLength": 1
    },
    "fullName": {
      "maxLength": 64
    },
    "email": {
      "maxLength": 64
    },
    "image": {
      "maxLength": 349528,
      "maxBytes": 262144
    }
  },
  "UserSummary": {
    "fullName": {
      "maxLength": 64
    }
  },
  "UserSummaryInvite": {
    "organisationName": {
      "maxLength": 32
    },
    "email": {
      "maxLength": 64
    }
  },
  "UserSummaryLink": {
    "organisationName": {
      "maxLength": 32
    }
  },
  "ValidateInvitationRequest": {
    "email": {
      "maxLength": 64
    },
    "userShortName": {
      "maxLength": 32
    },
    "userFullName": {
      "maxLength": 64
    }
  },
  "ValidationProblem": {
    "status": {
      "minimum": 400,
      "maximum": 599
    }
  }
} as const;

export type SchemaWithLimits = keyof typeof limits;
