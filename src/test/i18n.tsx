import { createI18nStore, type I18nStore } from '../components/i18n/i18n-store';
import enShell from '../lib/messages/en/shell';

/** An English store with the shell's messages already there, as the start-up leaves it (component tests). */
export function englishStore(): I18nStore {
  return createI18nStore('en', { loaded: { shell: enShell } });
}
