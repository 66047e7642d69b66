import { ServiceAccountType } from '#/api/schema.gen';
import type { MessageKey, Translate } from './messages/catalogues';

/**
 * Service account types (SPEC 3): display names (message keys) keyed by the generated ServiceAccountType enum; the
 * Type dropdown offers the seven types, not None. The service accounts and the organisation summary name them.
 */
/** The contract's display names (`x-enum-descriptions`; 6 is "{product} Advert" with the product Kappa), as keys. */
export const serviceAccountTypeNames = {
  [ServiceAccountType.None]: 'records.serviceAccountType.None',
  [ServiceAccountType.POSServer]: 'records.serviceAccountType.POSServer',
  [ServiceAccountType.ATPUploader]: 'records.serviceAccountType.ATPUploader',
  [ServiceAccountType.TestPOS]: 'records.serviceAccountType.TestPOS',
  [ServiceAccountType.InstallService]: 'records.serviceAccountType.InstallService',
  [ServiceAccountType.ReadonlySales]: 'records.serviceAccountType.ReadonlySales',
  [ServiceAccountType.ProductAdvert]: 'records.serviceAccountType.ProductAdvert',
  [ServiceAccountType.IntegrationServer]: 'records.serviceAccountType.IntegrationServer',
} as const satisfies Record<ServiceAccountType, MessageKey<'records'>>;

function isServiceAccountType(value: string | ServiceAccountType): value is ServiceAccountType {
  return typeof value === 'number';
}

/** The seven types the Type dropdown offers (SPEC 3), in enum order. */
export const SERVICE_ACCOUNT_TYPES: readonly ServiceAccountType[] = Object.values(ServiceAccountType)
  .filter(isServiceAccountType)
  .filter((type) => type !== ServiceAccountType.None);

/** The display name of a type in the console's language; its number for a type the enum does not know. */
export function serviceAccountTypeName(type: ServiceAccountType | null | undefined, t: Translate<'records'>): string {
  if (type === null || type === undefined) return '';
  const name: MessageKey<'records'> | undefined = serviceAccountTypeNames[type];
  return name ? t(name) : String(type);
}
