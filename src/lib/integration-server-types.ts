import { IntegrationServerInstanceType } from '../api/schema.gen';

/**
 * Integration server types (SPEC 3): the display names of the contract (x-enum-descriptions) keyed by the generated
 * enum, and the default type of a new instance (SPEC 9: RemoteOrderService).
 */
export const integrationServerTypeNames: Readonly<Record<IntegrationServerInstanceType, string>> = {
  [IntegrationServerInstanceType.Unknown]: 'Unknown',
  [IntegrationServerInstanceType.RemoteOrderService]: 'Remote Order Service',
  [IntegrationServerInstanceType.DataExtractionService]: 'Data Extraction Service',
  [IntegrationServerInstanceType.PartnerServices]: 'Partner Services',
  [IntegrationServerInstanceType.ReportingService]: 'Reporting Service',
};

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

/** The display name of a type; a number the console does not know reads "Unknown (n)". */
export function integrationServerTypeName(type: number): string {
  return isIntegrationServerType(type) ? integrationServerTypeNames[type] : `Unknown (${type})`;
}

/** Options of the Type dropdown: value is the number, label the display name. */
export function integrationServerTypeOptions(): { value: IntegrationServerInstanceType; label: string }[] {
  return integrationServerTypes.map((type) => ({ value: type, label: integrationServerTypeNames[type] }));
}
