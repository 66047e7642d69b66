import { IntegrationServerInstanceType } from '#/api/schema.gen';
import type { MessageKey, Translate } from './messages/catalogues';

/**
 * Integration server types (SPEC 3): the keys of the contract's display names (x-enum-descriptions) by the generated
 * enum, and the default type of a new instance (SPEC 9: RemoteOrderService).
 */
export const integrationServerTypeNames = {
  [IntegrationServerInstanceType.Unknown]: 'records.integrationServerType.unknown',
  [IntegrationServerInstanceType.RemoteOrderService]: 'records.integrationServerType.remoteOrderService',
  [IntegrationServerInstanceType.DataExtractionService]: 'records.integrationServerType.dataExtractionService',
  [IntegrationServerInstanceType.PartnerServices]: 'records.integrationServerType.partnerServices',
  [IntegrationServerInstanceType.ReportingService]: 'records.integrationServerType.reportingService',
} as const satisfies Readonly<Record<IntegrationServerInstanceType, MessageKey<'records'>>>;

export const DEFAULT_INTEGRATION_SERVER_TYPE = IntegrationServerInstanceType.RemoteOrderService;

/** The types a user picks from: the four services, then Unknown (the contract's 0). No empty option. */
export const integrationServerTypes: readonly IntegrationServerInstanceType[] = [
  IntegrationServerInstanceType.RemoteOrderService,
  IntegrationServerInstanceType.DataExtractionService,
  IntegrationServerInstanceType.PartnerServices,
  IntegrationServerInstanceType.ReportingService,
  IntegrationServerInstanceType.Unknown,
];

export function isIntegrationServerType(value: number): value is IntegrationServerInstanceType {
  return (integrationServerTypes as readonly number[]).includes(value);
}

/** A type's display name in `t`'s language; a number the console does not know reads "Unknown (n)". */
export function integrationServerTypeName(t: Translate<'records'>, type: number): string {
  return isIntegrationServerType(type)
    ? t(integrationServerTypeNames[type])
    : t('records.integrationServerType.unknownNumber', { type });
}

/** Options of the Type dropdown: value is the number, label the display name in `t`'s language. */
export function integrationServerTypeOptions(
  t: Translate<'records'>,
): { value: IntegrationServerInstanceType; label: string }[] {
  return integrationServerTypes.map((type) => ({ value: type, label: t(integrationServerTypeNames[type]) }));
}
