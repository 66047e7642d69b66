import { AuditCategory, type components } from '#/api/schema.gen';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';

export type AuditLogTypeDescription = components['schemas']['AuditLogTypeDescription'];

/** SPEC 3: the display names of the audit categories (the contract's x-enum-descriptions), as message keys. */
export const auditCategoryNames = {
  [AuditCategory.Unclassified]: 'auditLogs.category.unclassified',
  [AuditCategory.UserOrganisation]: 'auditLogs.category.userOrganisation',
  [AuditCategory.SuperUser]: 'auditLogs.category.superUser',
  [AuditCategory.Token]: 'auditLogs.category.token',
  [AuditCategory.UserInfo]: 'auditLogs.category.userInfo',
  [AuditCategory.External]: 'auditLogs.category.external',
  [AuditCategory.Internal]: 'auditLogs.category.internal',
} as const satisfies Record<AuditCategory, MessageKey<'auditLogs'>>;

export const auditCategories: readonly AuditCategory[] = [
  AuditCategory.Unclassified,
  AuditCategory.UserOrganisation,
  AuditCategory.SuperUser,
  AuditCategory.Token,
  AuditCategory.UserInfo,
  AuditCategory.External,
  AuditCategory.Internal,
];

function isAuditCategory(value: number): value is AuditCategory {
  return (auditCategories as readonly number[]).includes(value);
}

/** How one audit log type is shown. */
export interface AuditTypeInfo {
  type: number;
  name: string;
  category: AuditCategory;
  categoryName: string;
  /** The code name; null for a type without a description. */
  enumName: string | null;
  /** Whether the descriptions know the type. */
  known: boolean;
}

/** A lookup of the descriptions by type number. */
export function indexAuditTypes(
  descriptions: readonly AuditLogTypeDescription[],
): ReadonlyMap<number, AuditLogTypeDescription> {
  return new Map(descriptions.map((description) => [description.type, description]));
}

/**
 * SPEC 3: an audit type with a description shows its name and category; an unknown type falls back to its number
 * as the name with category Unclassified (so does a description whose category the console does not know). The
 * category's name is in the language of `t`; the type's name is the API's.
 */
export function auditTypeInfo(
  type: number,
  descriptions: ReadonlyMap<number, AuditLogTypeDescription>,
  t: Translate<'auditLogs'>,
): AuditTypeInfo {
  const description = descriptions.get(type);
  if (description === undefined) {
    return {
      type,
      name: String(type),
      category: AuditCategory.Unclassified,
      categoryName: t(auditCategoryNames[AuditCategory.Unclassified]),
      enumName: null,
      known: false,
    };
  }
  const category = isAuditCategory(description.category) ? description.category : AuditCategory.Unclassified;
  return {
    type,
    name: description.name || String(type),
    category,
    categoryName: t(auditCategoryNames[category]),
    enumName: description.enumName || null,
    known: true,
  };
}

/** The hover text of a type cell (SPEC 2.4: the enum name and the numeric type). */
export function auditTypeHint(info: AuditTypeInfo, t: Translate<'auditLogs'>): string {
  // The code name is the API's, shown as it is; only an unknown type needs words.
  return info.enumName === null
    ? t('auditLogs.type.unknownHint', { type: String(info.type) })
    : `${info.enumName} (${info.type})`;
}
