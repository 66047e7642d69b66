// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.
// Field limits (maxLength, minLength, ...) of every named schema, so forms never re-type them: one export per
// schema, read through a namespace import (`import * as limits`), so a chunk carries only the schemas it reads.

export const AcceptInvitationRequest = {
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
} as const;

export const AcceptanceTreeVersion = {
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
} as const;

export const AdminSummary = {
  "totalUsers": {
    "minimum": 0
  },
  "totalActiveOrganisations": {
    "minimum": 0
  },
  "totalInactiveOrganisations": {
    "minimum": 0
  }
} as const;

export const AdminSummaryClient = {
  "clientID": {
    "maxLength": 16
  },
  "name": {
    "maxLength": 64
  },
  "homepage": {
    "maxLength": 128
  }
} as const;

export const AdminSummaryDeploymentServerInstance = {
  "name": {
    "maxLength": 32
  },
  "uri": {
    "maxLength": 256
  }
} as const;

export const AdminSummaryIntegrationServerInstance = {
  "name": {
    "maxLength": 32
  },
  "uri": {
    "maxLength": 256
  }
} as const;

export const AdminSummaryPosCoreInstance = {
  "name": {
    "maxLength": 32
  },
  "totalOrganisations": {
    "minimum": 0
  },
  "uri": {
    "maxLength": 256
  }
} as const;

export const AppSettings = {
  "version": {
    "maxLength": 64,
    "minLength": 1
  },
  "notBeforeTimeUTC": {
    "maxLength": 19,
    "pattern": "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"
  }
} as const;

export const AppSettingsChange = {
  "version": {
    "maxLength": 64,
    "minLength": 1
  },
  "notBeforeTimeUTC": {
    "maxLength": 19,
    "pattern": "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"
  }
} as const;

export const ApplicationPackage = {
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
} as const;

export const AssignmentBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const AuditChange = {
  "field": {
    "maxLength": 100
  }
} as const;

export const AuditQuery = {
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
} as const;

export const AuditSubject = {
  "id": {
    "maxLength": 100
  }
} as const;

export const AuthorisationOrganisation = {
  "organisationName": {
    "maxLength": 32
  }
} as const;

export const BatchAuthorisationRequest = {
  "organisationIDs": {
    "maxItems": 10000,
    "minItems": 1
  }
} as const;

export const BatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const ChildAuthorisation = {
  "organisationName": {
    "maxLength": 32
  }
} as const;

export const Client = {
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
} as const;

export const ClientBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const ClientChange = {
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
} as const;

export const ConflictError = {
  "conflicts": {
    "minItems": 1
  }
} as const;

export const DeploymentServerInstance = {
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
} as const;

export const DeploymentServerInstanceBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const DeploymentServerInstanceChange = {
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
} as const;

export const EmailChangeConfirmRequest = {
  "token": {
    "maxLength": 128,
    "minLength": 1
  },
  "email": {
    "maxLength": 64
  }
} as const;

export const EntityLookupOrganisation = {
  "organisationName": {
    "maxLength": 32
  },
  "organisationCode": {
    "maxLength": 16
  }
} as const;

export const ExceptionsInfo = {
  "Count": {
    "minimum": 0
  }
} as const;

export const InitialiseRequest = {
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
} as const;

export const IntegrationServerInstance = {
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
} as const;

export const IntegrationServerInstanceBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const IntegrationServerInstanceChange = {
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
} as const;

export const Invite = {
  "email": {
    "maxLength": 64
  },
  "senderName": {
    "maxLength": 64
  }
} as const;

export const InviteBatchRequest = {
  "changes": {
    "maxItems": 0
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const InviteChange = {
  "email": {
    "maxLength": 64
  },
  "senderName": {
    "maxLength": 64
  }
} as const;

export const Organisation = {
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
} as const;

export const OrganisationBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const OrganisationChange = {
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
} as const;

export const OrganisationProfile = {
  "version": {
    "maxLength": 64,
    "minLength": 1
  },
  "name": {
    "maxLength": 32,
    "minLength": 1
  }
} as const;

export const OrganisationProfileChange = {
  "version": {
    "maxLength": 64,
    "minLength": 1
  },
  "name": {
    "maxLength": 32,
    "minLength": 1
  }
} as const;

export const OrganisationSummary = {
  "totalPermissionGroups": {
    "minimum": 0
  }
} as const;

export const OrganisationSummaryChildOrganisation = {
  "organisationName": {
    "maxLength": 32
  }
} as const;

export const OrganisationSummaryPendingInvitation = {
  "email": {
    "maxLength": 64
  }
} as const;

export const OrganisationSummaryServiceAccount = {
  "name": {
    "maxLength": 32
  }
} as const;

export const OrganisationSummaryTeam = {
  "name": {
    "maxLength": 32
  },
  "totalMembers": {
    "minimum": 0
  }
} as const;

export const OrganisationUserLink = {
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
} as const;

export const OrganisationUserLinkBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const OrganisationUserLinkChange = {
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
} as const;

export const PasswordChangeRequest = {
  "oldPassword": {
    "maxLength": 256
  },
  "newPassword": {
    "maxLength": 256
  }
} as const;

export const PasswordResetConfirmRequest = {
  "email": {
    "maxLength": 64
  },
  "token": {
    "maxLength": 128
  },
  "userPassword": {
    "maxLength": 256
  }
} as const;

export const PasswordResetSendRequest = {
  "email": {
    "maxLength": 64
  }
} as const;

export const PasswordResetValidateRequest = {
  "email": {
    "maxLength": 64
  },
  "token": {
    "maxLength": 128
  }
} as const;

export const PermissionGroup = {
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
} as const;

export const PermissionGroupBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const PermissionGroupChange = {
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
} as const;

export const PosCoreInstance = {
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
} as const;

export const PosCoreInstanceBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const PosCoreInstanceChange = {
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
} as const;

export const ProblemDetails = {
  "status": {
    "minimum": 400,
    "maximum": 599
  }
} as const;

export const ProfileChange = {
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
} as const;

export const RootNodeBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const SendInviteRequest = {
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
} as const;

export const ServiceAccount = {
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
} as const;

export const ServiceAccountBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const ServiceAccountChange = {
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
} as const;

export const SessionOrganisation = {
  "name": {
    "maxLength": 32
  }
} as const;

export const StatisticsChildOrg = {
  "totalOutlets": {
    "minimum": 0
  },
  "totalTransactions": {
    "minimum": 0
  }
} as const;

export const StatisticsOrganisation = {
  "name": {
    "maxLength": 32
  },
  "organisationCode": {
    "maxLength": 16
  }
} as const;

export const StatisticsPosCoreInstance = {
  "name": {
    "maxLength": 32
  }
} as const;

export const Team = {
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
} as const;

export const TeamBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const TeamChange = {
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
} as const;

export const TeamMember = {
  "version": {
    "maxLength": 64,
    "minLength": 1
  },
  "userName": {
    "maxLength": 64
  }
} as const;

export const TeamMemberBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const TeamMemberChange = {
  "version": {
    "maxLength": 64,
    "minLength": 1
  },
  "userName": {
    "maxLength": 64
  }
} as const;

export const TreeNode = {
  "name": {
    "maxLength": 32
  },
  "nameSuffix": {
    "maxLength": 16
  }
} as const;

export const User = {
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
} as const;

export const UserBatchRequest = {
  "changes": {
    "maxItems": 1000
  },
  "deletes": {
    "maxItems": 1000
  }
} as const;

export const UserChange = {
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
} as const;

export const UserSummary = {
  "fullName": {
    "maxLength": 64
  }
} as const;

export const UserSummaryInvite = {
  "organisationName": {
    "maxLength": 32
  },
  "token": {
    "maxLength": 128
  },
  "email": {
    "maxLength": 64
  }
} as const;

export const UserSummaryLink = {
  "organisationName": {
    "maxLength": 32
  }
} as const;

export const ValidateInvitationRequest = {
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
} as const;

export const ValidationProblem = {
  "status": {
    "minimum": 400,
    "maximum": 599
  }
} as const;

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
