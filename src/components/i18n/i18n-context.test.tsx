import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Area } from '#/lib/messages/catalogues';
import type { Catalogue } from '#/lib/messages/message-types';
import { cataloguesOf } from '#/test/translate';
import { I18nProvider, useT } from './i18n-context';
import { createI18nStore } from './i18n-store';

const english = cataloguesOf('en');

/** A screen with state of its own before and after its messages: a retry must find the same hooks. */
function TeamsProbe() {
  const [before] = useState('before');
  const t = useT('teams');
  const [after] = useState('after');
  return (
    <p data-testid="probe">
      {before} {t('shell.loading')} {after}
    </p>
  );
}

describe('useT', () => {
  it("suspends a screen until its area's messages are there, then renders it without an error", async () => {
    const load = vi.fn((_: string, area: Area) => Promise.resolve(english[area] ?? ({} as Catalogue)));
    const store = createI18nStore('en', { load, loaded: { shell: english.shell } });
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      render(
        <I18nProvider store={store} numberLocale="en-GB">
          <Suspense fallback={<p>waiting</p>}>
            <TeamsProbe />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(await screen.findByTestId('probe')).toHaveTextContent('before Loading... after');
    expect(load).toHaveBeenCalledWith('en', 'teams');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a failed download reaches the error boundary once; rendering again downloads it again', async () => {
    let fail = true;
    const load = vi.fn((_: string, area: Area) =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(english[area] ?? ({} as Catalogue)),
    );
    const store = createI18nStore('en', { load, loaded: { shell: english.shell } });
    await expect(store.load('en', 'teams')).rejects.toThrow('offline');
    expect(store.takeFailure('en', 'teams')).toEqual(new Error('offline'));
    expect(store.takeFailure('en', 'teams')).toBeUndefined();
    fail = false;
    await expect(store.load('en', 'teams')).resolves.toEqual(english.teams);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads every missing area of a screen at once, before the first of them is there', async () => {
    const pending: Area[] = [];
    const load = vi.fn((_: string, area: Area) => {
      pending.push(area);
      return new Promise<Catalogue>(() => {});
    });
    const store = createI18nStore('en', { load, loaded: { shell: english.shell } });
    function TwoAreas() {
      const t = useT('teams', 'records');
      return <p>{t('shell.loading')}</p>;
    }
    await act(async () => {
      render(
        <I18nProvider store={store} numberLocale="en-GB">
          <Suspense fallback={<p>waiting</p>}>
            <TwoAreas />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(pending).toEqual(['teams', 'records']);
  });
});
