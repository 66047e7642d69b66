import organisations from '../src/lib/messages/en/organisations';
import { translator } from '../src/lib/messages/format-message';
import type { Catalogue } from '../src/lib/messages/message-types';

const messages: Catalogue = organisations;

/** The console's English names the mock answers with where the real service names things (template groups). */
export const englishOrganisations = translator<'organisations'>((key) => messages[key], {
  language: 'en',
  numberLocale: 'en',
});
