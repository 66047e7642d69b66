/**
 * A text filter as the console keeps it, in the URL or a link (the audit log's, Entity Lookup's): without its outer
 * white space, and none when blank. A search param the router read as a number (`?q=123`) is its digits.
 */
export function searchText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}
