import type { Translate } from '../src/lib/messages/catalogues';
import organisations from '../src/lib/messages/en/organisations';
import { formatMessage } from '../src/lib/messages/format-message';

/** The console's English names the mock answers with where the real service names things (template groups). */
export const englishOrganisations: Translate<'organisations'> = (key, ...args) =>
  formatMessage(organisations[key], args[0], { language: 'en', numberLocale: 'en' });
