import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore, type I18nStore } from '#/components/i18n/i18n-store';
import { cataloguesOf } from '#/test/translate';
import { mrtTextsReady, useMrtLocalization } from './mrt-localization';

function providerOf(store: I18nStore) {
  return function Provider({ children }: { children: ReactNode }) {
    return (
      <I18nProvider store={store} numberLocale="de-DE">
        {children}
      </I18nProvider>
    );
  };
}

// Test files share their worker's modules (`isolate: false`): another file may have downloaded a language's texts
// already, so these tests assert what the hook answers, not that a download was still to come.
describe("the table's own texts", () => {
  it('are its built-in English in English: nothing to download', () => {
    expect(mrtTextsReady('en')).toBe(true);
    const { result } = renderHook(() => useMrtLocalization(), {
      wrapper: providerOf(createI18nStore('en', { loaded: cataloguesOf('en') })),
    });
    expect(result.current).toBeUndefined();
  });

  it('are accented and bracketed in the pseudo-locale, placeholders kept, as the catalogue is', async () => {
    const store = createI18nStore('en-XA', { loaded: cataloguesOf('en') });
    const { result } = renderHook(() => useMrtLocalization(), { wrapper: providerOf(store) });
    await waitFor(() => expect(result.current?.sortByColumnAsc).toMatch(/^\[Ŝöŕţ ƀý \{column\} àšçéñðîñĝ ·+\]$/));
  });

  it('are downloaded in German, and follow a switch back to English at once', async () => {
    const store = createI18nStore('de', { loaded: cataloguesOf('de') });
    const { result } = renderHook(() => useMrtLocalization(), { wrapper: providerOf(store) });
    await waitFor(() => expect(result.current?.sortByColumnAsc).toBe('{column} aufsteigend sortieren'));
    expect(mrtTextsReady('de')).toBe(true);
    await act(() => store.switchTo('en'));
    expect(result.current).toBeUndefined();
  });
});
