import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '#/lib/messages/message-types';
import { renderWithProviders } from '#/test/render';
import { cataloguesOf } from '#/test/translate';

/**
 * An edit page whose notices of someone else's save (loaded on demand: lazy-record-notices.tsx) cannot be
 * downloaded, their code or their words: the page stays, with what was typed and the start-up's refusal in their
 * place, and Retry downloads them again.
 */

interface Team {
  version: string;
  name: string;
  city: string;
}

const REFUSED =
  'Someone else changed this record after you opened it. Nothing was saved; check their changes and save again.';
const NOTICE = 'Someone else saved this record';
const FIRST: Team = { version: '1', name: 'Bar', city: 'Leeds' };
const THEIRS: Team = { version: '2', name: 'Bar staff', city: 'Leeds' };
const CHUNK_FAILURE = 'Failed to fetch dynamically imported module: /assets/record-notices-Ab12Cd34.js';

const noticesPath = new URL('./record-notices.tsx', import.meta.url).pathname;

afterEach(() => {
  vi.doUnmock(noticesPath);
  vi.resetModules();
});

/**
 * An edit page as a screen writes it (its record from the screen, the form merging each new one), rendered from its
 * modules loaded afresh (so the notices' module is the one a test mocks), in English, the conflict words downloaded by
 * `loadWords`. `theirSave` brings someone else's save.
 */
async function editPageModules(loadWords: () => Promise<Catalogue>) {
  const { EditPage } = await import('./edit-page');
  const { useEditForm } = await import('./use-edit-form');
  const { TextField } = await import('#/components/form-fields/text-field');
  const { I18nProvider } = await import('#/components/i18n/i18n-context');
  const { createI18nStore } = await import('#/components/i18n/i18n-store');
  const english = cataloguesOf('en');
  // Every area is there but the conflict words, which download after the first paint.
  const store = createI18nStore('en', {
    loaded: Object.fromEntries(Object.entries(english).filter(([area]) => area !== 'conflicts')),
    load: (_language, area) => (area === 'conflicts' ? loadWords() : Promise.resolve(english[area] ?? {})),
  });

  function TeamPage({ record }: { record: Team }) {
    const form = useEditForm<Team>({ initialValues: record, source: record });
    return (
      <EditPage
        title="Edit Team"
        loaded
        guard={false}
        form={form}
        onSave={() => Promise.resolve()}
        onCancel={() => undefined}
        onDone={() => undefined}
        fieldLabels={{ name: 'Name', city: 'City' }}
      >
        <TextField label="Name" {...form.getInputProps('name')} />
        <TextField label="City" {...form.getInputProps('city')} />
      </EditPage>
    );
  }
  const inStore = (ui: ReactElement) => (
    <I18nProvider store={store} numberLocale="en-GB">
      {ui}
    </I18nProvider>
  );
  const { rerender } = renderWithProviders(inStore(<TeamPage record={FIRST} />));
  return {
    /** Someone else's save arrives (the page read its record again). */
    theirSave: () => act(() => rerender(inStore(<TeamPage record={THEIRS} />))),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('EditPage: the notice of someone else’s save cannot be downloaded', () => {
  it('its words: the refusal and Retry stand in, the typed value stays; Retry shows the notice', async () => {
    let wordsArrive = false;
    const english = cataloguesOf('en');
    const loadWords = vi.fn(() =>
      wordsArrive ? Promise.resolve(english.conflicts ?? {}) : Promise.reject(new Error('Network error')),
    );
    vi.resetModules();
    const page = await editPageModules(loadWords);
    const user = userEvent.setup();
    await user.clear(field('City'));
    await user.type(field('City'), 'York');

    await page.theirSave();
    const fallback = await screen.findByTestId('conflict-fallback');
    expect(fallback).toHaveTextContent(REFUSED);
    expect(field('Name')).toHaveValue('Bar staff');
    expect(field('City')).toHaveValue('York');
    expect(screen.getByRole('heading', { name: 'Edit Team' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: NOTICE })).not.toBeInTheDocument();

    wordsArrive = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: NOTICE })).toHaveTextContent(
      'They changed Name while you were editing.',
    );
    expect(screen.queryByTestId('conflict-fallback')).not.toBeInTheDocument();
    expect(field('City')).toHaveValue('York');
  });

  it('its code: the refusal and Retry stand in, the typed value stays; Retry downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let codeArrives = false;
    vi.resetModules();
    vi.doMock(noticesPath, async () => {
      if (!codeArrives) throw new Error(CHUNK_FAILURE);
      return vi.importActual(noticesPath);
    });
    const english = cataloguesOf('en');
    const page = await editPageModules(() => Promise.resolve(english.conflicts ?? {}));
    const user = userEvent.setup();
    await user.clear(field('City'));
    await user.type(field('City'), 'York');

    await page.theirSave();
    expect(await screen.findByTestId('conflict-fallback')).toHaveTextContent(REFUSED);
    expect(field('Name')).toHaveValue('Bar staff');
    expect(field('City')).toHaveValue('York');
    expect(screen.getByRole('heading', { name: 'Edit Team' })).toBeInTheDocument();

    codeArrives = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: NOTICE })).toHaveTextContent(
        'They changed Name while you were editing.',
      ),
    );
    expect(field('City')).toHaveValue('York');
  });
});
