/**
 * What an edit page sends for the optional record versions (docs/editing.md, "Someone else saved or deleted the
 * record"): a delete carries the version it was loaded at, and a record someone deleted meanwhile is created again
 * from this admin's values. A server that sends no versions gets nothing extra.
 */

/** The `deleteVersions` of a batch deleting one record loaded at `version`; nothing when the record has no version. */
export function deleteVersionsOf(id: string, version: string | undefined): { deleteVersions?: Record<string, string> } {
  return version === undefined || id === '' ? {} : { deleteVersions: { [id]: version } };
}

/** The admin's values as a new record: without the id (the server gives a new one) and without the version. */
export function asNewRecord<T extends { version?: string }, K extends keyof T>(
  record: T,
  idField: K,
): Omit<T, K | 'version'> {
  const copy: Partial<T> = { ...record };
  delete copy[idField];
  delete copy.version;
  return copy as Omit<T, K | 'version'>;
}
