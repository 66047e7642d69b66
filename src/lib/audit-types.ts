import { AuditCategory, type components } from '../api/schema.gen';

export type AuditLogTypeDescription = components['schemas']['AuditLogTypeDescription'];

/** SPEC 3: the display names of the audit categories (the contract's x-enum-descriptions). */
export const auditCategoryNames: Readonly<Record<AuditCategory, string>> = {
  [AuditCategory.Unclassified]: 'Unclassified',
  [AuditCategory.UserOrganisation]: 'User/Organisation',
  [AuditCategory.SuperUser]: 'SuperUser',
  [AuditCategory.Token]: 'Token',
  [AuditCategory.UserInfo]: 'UserInfo',
  [AuditCategory.External]: 'External',
  [AuditCategory.Internal]: 'Internal',
};

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
 * as the name with category Unclassified (so does a description whose category the console does not know).
 */
export function auditTypeInfo(type: number, descriptions: ReadonlyMap<number, AuditLogTypeDescription>): AuditTypeInfo {
  const description = descriptions.get(type);
  if (description === undefined) {
    return {
      type,
      name: String(type),
      category: AuditCategory.Unclassified,
      categoryName: auditCategoryNames[AuditCategory.Unclassified],
      enumName: null,
      known: false,
    };
  }
  const category = isAuditCategory(description.category) ? description.category : AuditCategory.Unclassified;
  return {
    type,
    name: description.name || String(type),
    category,
    categoryName: auditCategoryNames[category],
    enumName: description.enumName || null,
    known: true,
  };
}

/** The hover text of a type cell (SPEC 2.4: the enum name and the numeric type). */
export function auditTypeHint(info: AuditTypeInfo): string {
  return info.enumName === null ? `Unknown type (${info.type})` : `${info.enumName} (${info.type})`;
}
