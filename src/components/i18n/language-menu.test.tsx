import { Button, Menu } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '#/lib/language-choice';
import { englishStore } from '#/test/i18n';
import { renderWithProviders } from '#/test/render';
import { I18nProvider, useT } from './i18n-context';
import { LanguageMenuItems } from './language-menu';

function Probe() {
  const t = useT();
  return <p data-testid="probe">{t('shell.userMenu.label', { name: 'Alice' })}</p>;
}

function Harness({ store = englishStore() }) {
  return (
    <I18nProvider store={store} numberLocale="en-GB">
      <Probe />
      <Menu opened withinPortal={false} transitionProps={{ duration: 0 }}>
        <Menu.Target>
          <Button>Open</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <LanguageMenuItems />
        </Menu.Dropdown>
      </Menu>
    </I18nProvider>
  );
}

describe('LanguageMenuItems', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('lists each language by its own name, the current one checked', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('Language')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Deutsch' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches without a reload, sets <html lang> and remembers only the language code', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('probe')).toHaveTextContent('Alice, user menu');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Alice, Benutzermenü'));
    expect(screen.getByText('Sprache')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('offers the pseudo-locale in a dev build and shows every message bracketed in it', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pseudo (en-XA)' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('[Alice, ûšéŕ ɱéñû ······]'));
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('keeps the language when a switch cannot load its messages', async () => {
    const store = englishStore();
    const failing = { ...store, switchTo: () => Promise.reject(new Error('offline')) };
    renderWithProviders(<Harness store={failing} />);
    await act(async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('Alice, user menu');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
