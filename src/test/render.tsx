import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '#/app/theme';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { englishStore } from './i18n';

/**
 * The console's theme where jsdom lays nothing out: floating-ui measures every target at 0 x 0, which Mantine's
 * tooltips and popovers would take for a target gone from the page and hide them (`hideDetached`).
 */
export const jsdomTheme = mergeThemeOverrides(theme, {
  components: {
    Tooltip: { defaultProps: { hideDetached: false } },
    Popover: { defaultProps: { hideDetached: false } },
  },
});

/** The console's providers in English, for `renderHook`'s wrapper. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={jsdomTheme}>
      <I18nProvider store={englishStore()} numberLocale="en-GB">
        <ModalsProvider>{children}</ModalsProvider>
      </I18nProvider>
    </MantineProvider>
  );
}

/** Renders a component inside the console's Mantine providers, in English (component tests). */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: TestProviders, ...options });
}

/**
 * The HTML `ui` renders to inside Mantine's provider with the console's theme, without the provider's own style
 * element (to compare a component's markup with another's).
 */
export function markupInTheme(ui: ReactElement): string {
  return renderToStaticMarkup(<MantineProvider theme={theme}>{ui}</MantineProvider>).replace(
    /<style[^>]*>.*?<\/style>/s,
    '',
  );
}
