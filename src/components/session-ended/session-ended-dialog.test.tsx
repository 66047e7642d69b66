import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore } from '#/components/i18n/i18n-store';
import { renderWithProviders } from '#/test/render';
import { cataloguesOf } from '#/test/translate';
import { endSession, offerRetry, resetSessionEnded, sessionEndedState } from './session-ended';
import { SessionEndedDialog } from './session-ended-dialog';

const SESSION_ENDED_TITLE = 'Your session has ended';
const STILL_SIGNED_OUT = 'You are still signed out. Sign in again in the new tab, then press Retry.';

// The session check (GET Authentication/current), answered per test.
const sessionCheck = vi.hoisted(() => vi.fn<() => Promise<unknown>>());
vi.mock('#/api/client', () => ({
  api: { GET: sessionCheck },
  dataOf: (result: { data?: unknown }) => result.data,
}));

const user = (userID: string, shortName: string) => ({ userID, shortName, fullName: shortName, scopes: [] });

function renderDialog() {
  const queryClient = new QueryClient();
  const refetch = vi.spyOn(queryClient, 'refetchQueries');
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SessionEndedDialog userId="u1" />
    </QueryClientProvider>,
  );
  return { refetch, dialog: () => screen.getByRole('dialog', { name: SESSION_ENDED_TITLE }) };
}

afterEach(() => {
  resetSessionEnded();
  sessionCheck.mockReset();
});

describe('SessionEndedDialog', () => {
  it('says the change was not saved and offers the login page in a new tab', async () => {
    endSession();
    offerRetry(vi.fn());
    const { dialog } = renderDialog();
    expect(await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('You were signed out, so the change you sent was not saved.');
    expect(dialog()).toHaveTextContent('Everything you typed is still on this page.');
    const signIn = within(dialog()).getByRole('link', { name: 'Sign in again (new tab)' });
    expect(signIn).toHaveAttribute('href', '/authentication/login?returnUrl=%2F');
    expect(signIn).toHaveAttribute('target', '_blank');
    expect(signIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Retry checks the session: still signed out, it says so and keeps the call; signed in again, it closes and sends it', async () => {
    const u = userEvent.setup();
    endSession();
    const retry = vi.fn();
    offerRetry(retry);
    const { dialog, refetch } = renderDialog();
    await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE });

    sessionCheck.mockRejectedValueOnce(new ApiFailure(401, 'Unauthorized'));
    await u.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(STILL_SIGNED_OUT);
    expect(retry).not.toHaveBeenCalled();
    expect(sessionEndedState().ended).toBe(true);

    sessionCheck.mockResolvedValueOnce({ data: [user('u1', 'Alice'), null, false] });
    await u.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(sessionCheck).toHaveBeenCalledWith('/Authentication/current');
    expect(sessionEndedState()).toEqual({ ended: false, open: false, retry: null });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('signed in as another user: sends nothing and says so', async () => {
    const u = userEvent.setup();
    endSession();
    const retry = vi.fn();
    offerRetry(retry);
    const { dialog } = renderDialog();
    await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE });
    sessionCheck.mockResolvedValueOnce({ data: [user('u2', 'Oliver'), null, false] });
    await u.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('You are signed in as Oliver now.');
    expect(retry).not.toHaveBeenCalled();
  });

  it('closing it keeps the session ended (the page stays as it is)', async () => {
    const u = userEvent.setup();
    endSession();
    const { dialog } = renderDialog();
    await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE });
    expect(dialog()).toHaveTextContent('your changes have not been saved');
    await u.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(sessionEndedState()).toMatchObject({ ended: true, open: false });
  });
});

describe('SessionEndedDialog in German', () => {
  it('says what happened and what to do, and each answer of the check, in German', async () => {
    const u = userEvent.setup();
    endSession();
    render(
      <MantineProvider>
        <I18nProvider store={createI18nStore('de', { loaded: cataloguesOf('de') })} numberLocale="de-DE">
          <QueryClientProvider client={new QueryClient()}>
            <SessionEndedDialog userId="u1" />
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Sitzung ist abgelaufen' });
    expect(dialog).toHaveTextContent('Sie wurden abgemeldet, daher wurden Ihre Änderungen nicht gespeichert.');
    expect(within(dialog).getByRole('link', { name: 'Erneut anmelden (neuer Tab)' })).toBeInTheDocument();

    sessionCheck.mockResolvedValueOnce({ data: [user('u2', ''), null, false] });
    await u.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sie sind jetzt als ein anderer Benutzer angemeldet.',
    );

    sessionCheck.mockRejectedValueOnce(new ApiFailure(0, 'Network error'));
    await u.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Die Sitzung konnte nicht überprüft werden: \S/),
    );
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
