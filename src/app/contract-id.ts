import { isUuid } from '#/lib/record-keys';

/** A path parameter's format as the contract states it (src/api/path-ids.gen.ts). */
export interface IdFormat {
  readonly format?: string;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
}

/**
 * Whether an id from a URL is one the contract's path parameter can hold. `.` and `..` never are: in a call's path
 * they are dot segments, which would address another resource.
 */
export function isContractId(value: string, rule: IdFormat): boolean {
  if (value === '' || value === '.' || value === '..' || value.includes('/')) return false;
  if (rule.format === 'uuid' && !isUuid(value)) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  if (rule.minLength !== undefined && value.length < rule.minLength) return false;
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return false;
  return true;
}
