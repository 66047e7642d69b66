// Apart from ./grid-changes.ts, so that an edit page's save reads a version without the grid's change rules.

/** A record's version when the server versions records (an opaque string `version`); undefined otherwise. */
export function versionOf(record: object | null | undefined): string | undefined {
  const version: unknown = record ? Reflect.get(record, 'version') : undefined;
  return typeof version === 'string' ? version : undefined;
}
