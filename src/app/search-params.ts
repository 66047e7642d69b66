import { parseSearchWith } from '@tanstack/react-router';

/**
 * A search value as the router reads it: JSON, as the router writes it (numbers, lists, quoted texts), except a
 * number not written as JSON would write it ("20622e7", "1.50", a 20-digit id): that is text someone typed or pasted
 * into the address, kept as typed, since read as a number a search for "20622e7" would look for "206220000000".
 */
export function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value);
  return typeof parsed === 'number' && String(parsed) !== value ? value : parsed;
}

/** The router's `parseSearch` (its default, with `parseSearchValue` for JSON.parse). */
export const parseSearch = parseSearchWith(parseSearchValue);
