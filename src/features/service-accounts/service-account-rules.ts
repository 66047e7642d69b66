/**
 * Service account rules (SPEC 3 "Service account", 2.5 "Edit Service Account", 4 "Service account", 6).
 * - Types: their names are shared with the organisation summary (src/lib/service-account-types.ts).
 * - Only Integration Server accounts carry permissions, and only DataExtractionService_Templates,
 *   PartnerServices_Config and PartnerServices_Sales; changing the type away from Integration Server clears them.
 * - The edit page's form rules: Name (required, the contract's limit, trimmed; described in
 *   service-account-record.ts) and Type (not None); SPEC 8's messages of the service account screens.
 */
import { PermissionId, ServiceAccountType } from '#/api/schema.gen';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend } from '#/lib/record-fields';
import { SERVICE_ACCOUNT_TYPES, serviceAccountTypeName } from '#/lib/service-account-types';
import { serviceAccountFields, type ServiceAccount, type ServiceAccountChange } from './service-account-record';

/** The only permissions an Integration Server account may carry, in the order offered. */
export const INTEGRATION_SERVER_PERMISSIONS: readonly PermissionId[] = [
  PermissionId.DataExtractionService_Templates,
  PermissionId.PartnerServices_Config,
  PermissionId.PartnerServices_Sales,
];

/**
 * Their names: the contract's, as the permission groups name them, in this area's catalogue too, so that the
 * service account screens need no other area's.
 */
const integrationServerPermissionNames: Partial<Record<PermissionId, MessageKey<'serviceAccounts'>>> = {
  [PermissionId.DataExtractionService_Templates]: 'serviceAccounts.permission.DataExtractionService_Templates',
  [PermissionId.PartnerServices_Config]: 'serviceAccounts.permission.PartnerServices_Config',
  [PermissionId.PartnerServices_Sales]: 'serviceAccounts.permission.PartnerServices_Sales',
};

/** An offered permission's name in the console's language; its number for any other. */
export function integrationServerPermissionName(permission: PermissionId, t: Translate<'serviceAccounts'>): string {
  const name = integrationServerPermissionNames[permission];
  return name ? t(name) : String(permission);
}

/** The Integration Server Permissions picker shows only for Integration Server accounts. */
export function offersIntegrationServerPermissions(type: ServiceAccountType | null | undefined): boolean {
  return type === ServiceAccountType.IntegrationServer;
}

/** The permissions an account of this type may keep: the offered three for Integration Server, else none. */
export function allowedIntegrationServerPermissions(
  type: ServiceAccountType | null | undefined,
  permissions: readonly PermissionId[] | null | undefined,
): PermissionId[] {
  if (!offersIntegrationServerPermissions(type)) return [];
  return (permissions ?? []).filter(
    (permission, index, all) =>
      INTEGRATION_SERVER_PERMISSIONS.includes(permission) && all.indexOf(permission) === index,
  );
}

/** Changing the type: away from Integration Server clears the permissions (SPEC 4). */
export function withServiceAccountType<T extends ServiceAccountChange>(account: T, type: ServiceAccountType): T {
  return {
    ...account,
    serviceAccountType: type,
    integrationServerPermissions: allowedIntegrationServerPermissions(type, account.integrationServerPermissions),
  };
}

/** Turns one offered permission on or off, keeping the offered order. */
export function toggleIntegrationServerPermission(
  permissions: readonly PermissionId[] | null | undefined,
  permission: PermissionId,
  on: boolean,
): PermissionId[] {
  const current = permissions ?? [];
  if (on) return current.includes(permission) ? [...current] : [...current, permission];
  return current.filter((candidate) => candidate !== permission);
}

/**
 * The record as posted: the type rule applied (a grid edit of the type clears the permissions too), no read-only
 * rootNodeName, no restriction kind without a restriction, and the name trimmed (`src/lib/field-text.ts`).
 */
export function toPostedServiceAccount(account: ServiceAccountChange): ServiceAccountChange {
  const { rootNodeName: _readOnly, ...posted } = account;
  const rootNodeID = posted.rootNodeID ?? null;
  return {
    ...recordToSend(serviceAccountFields, posted),
    rootNodeID,
    rootNodeType: rootNodeID === null ? null : (posted.rootNodeType ?? null),
    integrationServerPermissions: allowedIntegrationServerPermissions(
      posted.serviceAccountType,
      posted.integrationServerPermissions,
    ),
  };
}

/**
 * Whether the edit page has an unsaved change: the account as it would be sent (`toPostedServiceAccount`) differs in
 * a field the page edits (name, type, integration server permissions in order, site restriction).
 */
export function serviceAccountChanged(original: ServiceAccount, edited: ServiceAccount): boolean {
  const before = toPostedServiceAccount(original);
  const after = toPostedServiceAccount(edited);
  const permissionsBefore = before.integrationServerPermissions ?? [];
  const permissionsAfter = after.integrationServerPermissions ?? [];
  return (
    before.name !== after.name ||
    before.serviceAccountType !== after.serviceAccountType ||
    before.rootNodeID !== after.rootNodeID ||
    before.rootNodeType !== after.rootNodeType ||
    permissionsBefore.length !== permissionsAfter.length ||
    permissionsBefore.some((permission, index) => permission !== permissionsAfter[index])
  );
}

/** SPEC 8, service accounts: message keys. */
export const serviceAccountMessages = {
  load: 'serviceAccounts.failure.load',
  save: 'serviceAccounts.failure.save',
  delete: 'serviceAccounts.failure.delete',
  resetPassword: 'serviceAccounts.failure.resetPassword',
} as const satisfies Record<string, MessageKey<'serviceAccounts'>>;

/** The edit page's form rules (`useEditForm`): Name (the contract's limit) and Type (required). */
export const serviceAccountFormRules = (t: Translate<'serviceAccounts' | 'forms'>) => ({
  ...fieldRules(t, serviceAccountFields),
  serviceAccountType: (type: ServiceAccountType) =>
    type === ServiceAccountType.None ? t('serviceAccounts.field.typeRequired') : null,
});

/** The first problem of an account before sending, or null. */
export function serviceAccountProblem(
  t: Translate<'serviceAccounts' | 'forms'>,
  account: ServiceAccountChange,
): string | null {
  return (
    recordProblem(t, serviceAccountFields, account) ??
    serviceAccountFormRules(t).serviceAccountType(account.serviceAccountType)
  );
}

/** A new service account row: no type, no restriction, no permissions. */
export const newServiceAccount = (): ServiceAccountChange => ({
  name: '',
  serviceAccountType: ServiceAccountType.None,
  rootNodeID: null,
  rootNodeType: null,
  integrationServerPermissions: [],
});

/** The site restriction's fields, one value to the admin: merged and chosen together on the edit page. */
export const RESTRICTION_FIELDS = [
  'rootNodeID',
  'rootNodeType',
] as const satisfies readonly (keyof ServiceAccountChange)[];

/**
 * A field's value as the edit page shows it beside another admin's (both changed it): the type's name, the
 * permissions' names, the restriction's node by name (`nodeName`, else its id); undefined for a plain reading.
 */
export function serviceAccountValueText(
  field: string,
  value: unknown,
  t: Translate<'serviceAccounts' | 'records'>,
  nodeName: (nodeID: string) => string | undefined,
): string | undefined {
  if (field === 'serviceAccountType') {
    const type = SERVICE_ACCOUNT_TYPES.find((candidate) => candidate === value);
    return type === undefined ? undefined : serviceAccountTypeName(type, t);
  }
  if (field === 'integrationServerPermissions') {
    const permissions = Array.isArray(value) ? INTEGRATION_SERVER_PERMISSIONS.filter((p) => value.includes(p)) : [];
    return permissions.length === 0
      ? undefined
      : permissions.map((permission) => integrationServerPermissionName(permission, t)).join(', ');
  }
  if (field === RESTRICTION_FIELDS[0] && value !== null && typeof value === 'object') {
    const nodeID: unknown = (value as Record<string, unknown>).rootNodeID;
    return typeof nodeID === 'string' && nodeID !== ''
      ? (nodeName(nodeID) ?? nodeID)
      : t('serviceAccounts.edit.noRestriction');
  }
  return undefined;
}
