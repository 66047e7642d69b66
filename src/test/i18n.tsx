import { createI18nStore, type I18nStore } from '#/components/i18n/i18n-store';
import { cataloguesOf } from './translate';

/** An English store with every area's messages already there, so no component test waits for a download. */
export function englishStore(): I18nStore {
  return createI18nStore('en', { loaded: cataloguesOf('en') });
}
