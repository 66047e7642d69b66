import { IntegrationServerInstanceType } from '../api/schema.gen';
import type { MessageKey, Translate } from './messages/catalogues';

/**
 * Integration server types (SPEC 3): the keys of the contract's display names (x-enum-descriptions) by the generated
 * enum, and the default type of a new instance (SPEC 9: RemoteOrderService).
 */
export const integrationServerTypeNames = {
  [IntegrationServerInstanceType.Unknown]: 'servers.integrationType.unknown',
  [IntegrationServerInstanceType.RemoteOrderService]: 'servers.integrationType.remoteOrderService',
  [IntegrationServerInstanceType.DataExtractionService]: 'servers.integrationType.dataExtractionService',
  [IntegrationServerInstanceType.PartnerServices]: 'servers.integrationType.partnerServices',
  [IntegrationServerInstanceType.ReportingService]: 'servers.integrationType.reportingService',
} as const satisfies Readonly<Record<IntegrationServerInstanceType, MessageKey<'servers'>>>;

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
export function integrationServerTypeName(t: Translate<'servers'>, type: number): string {
  return isIntegrationServerType(type)
    ? t(integrationServerTypeNames[type])
    : t('servers.integrationType.unknownNumber', { type });
}

/** Options of the Type dropdown: value is the number, label the display name in `t`'s language. */
export function integrationServerTypeOptions(
  t: Translate<'servers'>,
): { value: IntegrationServerInstanceType; label: string }[] {
  return integrationServerTypes.map((type) => ({ value: type, label: t(integrationServerTypeNames[type]) }));
}
