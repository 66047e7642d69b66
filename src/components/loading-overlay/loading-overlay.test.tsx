import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore } from '#/components/i18n/i18n-store';
import { renderPageInRouter } from '#/test/page-in-router';
import { renderWithProviders } from '#/test/render';
import { cataloguesOf } from '#/test/translate';
import { LoadingOverlay } from './loading-overlay';

const content = <p>Grid content</p>;

describe('LoadingOverlay', () => {
  it('renders only the children when no state is active', () => {
    renderWithProviders(<LoadingOverlay>{content}</LoadingOverlay>);
    expect(screen.getByText('Grid content')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText('Error...')).not.toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('shows "Loading..." while loading and covers the children', () => {
    renderWithProviders(<LoadingOverlay loading>{content}</LoadingOverlay>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Grid content')).toBeInTheDocument();
  });

  it('shows "Error..." on error', () => {
    renderWithProviders(<LoadingOverlay error>{content}</LoadingOverlay>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error...');
  });

  it('shows an error message passed as the error', () => {
    renderWithProviders(<LoadingOverlay error="Failed to load users">{content}</LoadingOverlay>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
    expect(screen.queryByText('Error...')).not.toBeInTheDocument();
  });

  it('shows "No Data" when there is no data', () => {
    renderWithProviders(<LoadingOverlay noData>{content}</LoadingOverlay>);
    expect(screen.getByRole('status')).toHaveTextContent('No Data');
  });

  it('prefers loading over error and error over no data', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay loading error noData />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<LoadingOverlay error noData />);
    expect(screen.getByText('Error...')).toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('replaces the texts', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay loading loadingText="Validating..." />);
    expect(screen.getByText('Validating...')).toBeInTheDocument();
    rerender(<LoadingOverlay error errorText="Something broke" />);
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    rerender(<LoadingOverlay noData noDataText="No users" />);
    expect(screen.getByText('No users')).toBeInTheDocument();
  });

  it('hides texts set to false but still covers the area', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay loading loadingText={false} />);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    rerender(<LoadingOverlay error="Message" errorText={false} />);
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('data-state', 'error');
    expect(screen.queryByText('Message')).not.toBeInTheDocument();
    expect(screen.queryByText('Error...')).not.toBeInTheDocument();
    rerender(<LoadingOverlay noData noDataText={false} />);
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('data-state', 'noData');
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('fades in over 300 ms', async () => {
    renderWithProviders(<LoadingOverlay loading />);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay.style.transition).toBe('opacity 300ms');
    expect(overlay.style.opacity).toBe('0');
    await waitFor(() => expect(overlay.style.opacity).toBe('1'));
  });

  it('disappears when the state clears', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay loading>{content}</LoadingOverlay>);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<LoadingOverlay loading={false}>{content}</LoadingOverlay>);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('Grid content')).toBeInTheDocument();
  });

  it('offers Retry on error when onRetry is given, and calls it', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadingOverlay error="Network error" onRetry={onRetry}>
        {content}
      </LoadingOverlay>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without onRetry, nor outside the error state', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<LoadingOverlay error="Network error" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    rerender(<LoadingOverlay loading error="Network error" onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    rerender(<LoadingOverlay noData onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    rerender(<LoadingOverlay onRetry={onRetry}>{content}</LoadingOverlay>);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('labels the retry button and shows it busy while retrying', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<LoadingOverlay error onRetry={onRetry} retryLabel="Try again" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    rerender(<LoadingOverlay error onRetry={onRetry} retryLabel="Try again" retrying />);
    const busy = screen.getByRole('button', { name: 'Try again' });
    expect(busy).toHaveAttribute('data-loading', 'true');
    fireEvent.click(busy);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('heads the error message with errorTitle, only in the error state', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay error="Network error" errorTitle="Failed to load" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to loadNetwork error');
    rerender(<LoadingOverlay loading error="Network error" errorTitle="Failed to load" />);
    expect(screen.queryByText('Failed to load')).not.toBeInTheDocument();
  });

  it('shows Not authorised in place of the area for a load refused with 403 (coded or bare), without Retry', async () => {
    for (const failure of [new ApiFailure(403, 'Forbidden', { code: 'Forbidden' }), new ApiFailure(403, 'Forbidden')]) {
      const view = await renderPageInRouter(() => (
        <LoadingOverlay
          error="You are not allowed to do this; an administrator can give you the access it needs."
          failure={failure}
          onRetry={vi.fn()}
        >
          {content}
        </LoadingOverlay>
      ));
      expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Send me home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Grid content')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows Not authorised in German', async () => {
    await renderPageInRouter(() => <LoadingOverlay error failure={new ApiFailure(403, 'Forbidden')} />, {
      language: 'de',
    });
    expect(screen.getByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  });

  it('keeps its message and Retry for any other failure, and its loading state over a refusal', async () => {
    const { rerender } = renderWithProviders(
      <LoadingOverlay
        error="Internal Server Error"
        failure={new ApiFailure(500, 'Internal Server Error')}
        onRetry={vi.fn()}
      >
        {content}
      </LoadingOverlay>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    rerender(<LoadingOverlay loading failure={new ApiFailure(403, 'Forbidden')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('speaks German by default: loading, error, no data and Retry', () => {
    const german = createI18nStore('de', { loaded: cataloguesOf('de') });
    const inGerman = (ui: ReactNode) => (
      <MantineProvider>
        <I18nProvider store={german} numberLocale="de-DE">
          {ui}
        </I18nProvider>
      </MantineProvider>
    );
    const { rerender } = render(inGerman(<LoadingOverlay loading />));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen...');
    rerender(inGerman(<LoadingOverlay error onRetry={vi.fn()} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler...');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    rerender(inGerman(<LoadingOverlay noData />));
    expect(screen.getByRole('status')).toHaveTextContent('Keine Daten');
  });
});
