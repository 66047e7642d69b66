// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// Field limits (maxLength, minLength, ...) of every named schema, so forms never re-type them.

export const limits = {
  "AcceptInvitationRequest": {
    "email": {
      "maxLength": 64
    },
    "token": {
      "maxLength": 128
    },
    "userShortName": {
      "maxLength": 32,
      "minLength": 1
    },
    "userFullName": {
      "maxLength": 64,
      "minLength": 1
    },
    "userPassword": {
      "maxLength": 256
    },
    "locale": {
      "maxLength": 35
    },
    "defaultCurrency": {
      "maxLength": 8
    },
    "consentDocumentIds": {
      "maxItems": 100
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
      "maxLength": 19,
      "pattern": "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"
    }
  },
  "AppSettingsChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "notBeforeTimeUTC": {
      "maxLength": 19,
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
  "AssignmentBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
    }
  },
  "AuditQuery": {
    "organisation": {
      "maxLength": 256
    },
    "user": {
      "maxLength": 256
    },
    "message": {
      "maxLength": 256
    },
    "types": {
      "maxItems": 100
    },
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
      "maxItems": 10000,
      "minItems": 1
    }
  },
  "BatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
      "maxItems": 512,
      "joinedMaxLength": 1024
    }
  },
  "ClientBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
      "maxItems": 512,
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
    },
    "versionUri": {
      "maxLength": 256
    },
    "stagingUri": {
      "maxLength": 256
    },
    "exceptionsUri": {
      "maxLength": 256
    }
  },
  "DeploymentServerInstanceBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    },
    "versionUri": {
      "maxLength": 256
    },
    "stagingUri": {
      "maxLength": 256
    },
    "exceptionsUri": {
      "maxLength": 256
    }
  },
  "EmailChangeConfirmRequest": {
    "token": {
      "maxLength": 128,
      "minLength": 1
    },
    "email": {
      "maxLength": 64
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
    "authorisedAppIds": {
      "maxItems": 100
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
    "stagingUri": {
      "maxLength": 256
    },
    "secret": {
      "maxLength": 128
    },
    "secretVersion": {
      "minimum": 0
    }
  },
  "IntegrationServerInstanceBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    "stagingUri": {
      "maxLength": 256
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
    },
    "senderName": {
      "maxLength": 64
    }
  },
  "InviteBatchRequest": {
    "changes": {
      "maxItems": 0
    },
    "deletes": {
      "maxItems": 1000
    }
  },
  "InviteChange": {
    "email": {
      "maxLength": 64
    },
    "senderName": {
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
    },
    "kapow": {
      "maxLength": 128
    }
  },
  "OrganisationBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    },
    "kapow": {
      "maxLength": 128
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
    "teamUserName": {
      "maxLength": 64
    },
    "userEmail": {
      "maxLength": 64
    }
  },
  "OrganisationUserLinkBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    "teamUserName": {
      "maxLength": 64
    },
    "userEmail": {
      "maxLength": 64
    }
  },
  "PasswordChangeRequest": {
    "oldPassword": {
      "maxLength": 256
    },
    "newPassword": {
      "maxLength": 256
    }
  },
  "PasswordResetConfirmRequest": {
    "email": {
      "maxLength": 64
    },
    "token": {
      "maxLength": 128
    },
    "userPassword": {
      "maxLength": 256
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
    },
    "token": {
      "maxLength": 128
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
    },
    "permissions": {
      "maxItems": 100
    }
  },
  "PermissionGroupBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    },
    "permissions": {
      "maxItems": 100
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
    },
    "versionUri": {
      "maxLength": 256
    },
    "stagingUri": {
      "maxLength": 256
    },
    "exceptionsUri": {
      "maxLength": 256
    }
  },
  "PosCoreInstanceBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    },
    "versionUri": {
      "maxLength": 256
    },
    "stagingUri": {
      "maxLength": 256
    },
    "exceptionsUri": {
      "maxLength": 256
    }
  },
  "ProblemDetails": {
    "status": {
      "minimum": 400,
      "maximum": 599
    }
  },
  "ProfileChange": {
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
    "locale": {
      "maxLength": 35
    },
    "defaultCurrencyCode": {
      "maxLength": 8
    },
    "image": {
      "maxLength": 349528,
      "maxBytes": 262144
    },
    "scopes": {
      "maxItems": 32
    },
    "pendingEmail": {
      "maxLength": 64
    }
  },
  "RootNodeBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
    }
  },
  "SendInviteRequest": {
    "email": {
      "maxLength": 64,
      "minLength": 1
    },
    "permissionGroupIDs": {
      "maxItems": 1000
    },
    "rootNodes": {
      "maxItems": 1000
    },
    "teamMembershipIDs": {
      "maxItems": 1000
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
    },
    "rootNodeName": {
      "maxLength": 128
    },
    "integrationServerPermissions": {
      "maxItems": 16
    }
  },
  "ServiceAccountBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    },
    "rootNodeName": {
      "maxLength": 128
    },
    "integrationServerPermissions": {
      "maxItems": 16
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
  "TeamBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
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
    },
    "userName": {
      "maxLength": 64
    }
  },
  "TeamMemberBatchRequest": {
    "changes": {
      "maxItems": 1000
    },
    "deletes": {
      "maxItems": 1000
    }
  },
  "TeamMemberChange": {
    "version": {
      "maxLength": 64,
      "minLength": 1
    },
    "userName": {
      "maxLength": 64
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
    "locale": {
      "maxLength": 35
    },
    "defaultCurrencyCode": {
      "maxLength": 8
    },
    "image": {
      "maxLength": 349528,
      "maxBytes": 262144
    },
    "scopes": {
      "maxItems": 32
    },
    "pendingEmail": {
      "maxLength": 64
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
    "locale": {
      "maxLength": 35
    },
    "defaultCurrencyCode": {
      "maxLength": 8
    },
    "image": {
      "maxLength": 349528,
      "maxBytes": 262144
    },
    "scopes": {
      "maxItems": 32
    },
    "pendingEmail": {
      "maxLength": 64
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
    "token": {
      "maxLength": 128
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
    "token": {
      "maxLength": 128
    },
    "userShortName": {
      "maxLength": 32
    },
    "userFullName": {
      "maxLength": 64
    },
    "userPassword": {
      "maxLength": 256
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

// The mail each operation may send (`x-mail-limit`, by operationId): to one address, from one organisation and for
// one user, per window of seconds; past it the call answers 429 with Retry-After.
export const mailLimits = {
  "passwordResetSend": {
    "perAddress": 3,
    "windowSeconds": 600
  },
  "sendOrganisationInvite": {
    "perAddress": 3,
    "perOrganisation": 100,
    "windowSeconds": 600
  },
  "userSaveProfile": {
    "perAddress": 3,
    "perUser": 5,
    "windowSeconds": 600
  }
} as const;

// What any request body may be (the contract's `info.x-request-limits`): its bytes (413 past them) and how deep
// its objects and lists nest (400 past it).
export const requestLimits = {
  "maxBodyBytes": 16777216,
  "maxBodyDepth": 32
} as const;
