import { searchText } from '#/lib/search-text';

/** The entity lookup's URL search params: `q` is the applied filter (absent = no search, no results). */
export interface EntityLookupSearch {
  q?: string;
}

/**
 * Validates raw search params; an empty (or blank) filter is dropped. The key is always returned (undefined when
 * absent or malformed), because the router merges the result over the raw params.
 */
export function validateEntityLookupSearch(raw: Record<string, unknown>): EntityLookupSearch {
  return { q: searchText(raw.q) };
}

/** SPEC 5: an empty filter clears the results without a call. */
export function entityLookupSearchFor(text: string): EntityLookupSearch {
  const q = searchText(text);
  return q === undefined ? {} : { q };
}

/** The box's text for the URL's query. */
export const textOfQuery = (q: string | undefined) => q ?? '';
