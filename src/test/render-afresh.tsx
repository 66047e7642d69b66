import type { ReactElement } from 'react';
import { renderWithProviders } from './render';

/**
 * Renders `ui` in English inside the message context loaded afresh: the one a wrapper imported after `holdBlock`
 * (src/test/held-block.ts) reads, which is not the one `renderWithProviders` holds.
 */
export async function renderInFreshEnglish(ui: ReactElement) {
  const { I18nProvider } = await import('#/components/i18n/i18n-context');
  const { englishStore } = await import('./i18n');
  return renderWithProviders(
    <I18nProvider store={englishStore()} numberLocale="en-GB">
      {ui}
    </I18nProvider>,
  );
}
