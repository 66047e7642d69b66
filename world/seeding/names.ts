/** What the seed of every area shares: the estate's organisation, and how generated names are cut to size. */

/** Harbour Fish Bar: the organisation every organisation-area example describes. */
export const ESTATE_ORG = '10000000-0000-4000-8000-000000000005';

/** A name as a lower-case ASCII slug (for generated emails and domains). */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase() || 'user';
/** A text cut to the contract's maximum length. */
export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
