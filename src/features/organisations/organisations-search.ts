// The Organisations page's URL search params (/admin/organisations): its route validates them before the first
// paint, so they live apart from the organisation form's rules (./organisation-record.ts), which load with the screen.

/** `org` is the selected organisation's id, or `new` while creating one; `filter` the applied tree filter. */
export interface OrganisationsSearch {
  org?: string;
  filter?: string;
}

import { isUuid } from '#/lib/record-keys';
import { searchText } from '#/lib/search-text';

export const CREATE_SELECTION = 'new';

/**
 * Validates raw search params; a malformed selection or an empty filter is dropped. Every key is returned
 * (undefined when absent or malformed), because the router merges the result over the raw params.
 */
export function validateOrganisationsSearch(raw: Record<string, unknown>): OrganisationsSearch {
  const org = raw.org === CREATE_SELECTION || isUuid(raw.org) ? raw.org.toLowerCase() : undefined;
  return { org, filter: searchText(raw.filter) };
}

/** The filter box's text for the URL's filter: empty when none is applied. */
export const filterBoxText = (filter: string | undefined) => filter ?? '';
