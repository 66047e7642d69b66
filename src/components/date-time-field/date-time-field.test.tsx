import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore } from '#/components/i18n/i18n-store';
import { LocaleProvider } from '#/components/locale/locale';
import type { Language } from '#/lib/messages/catalogues';
import { jsdomTheme } from '#/test/render';
import { cataloguesOf } from '#/test/translate';
import { DateTimeField } from './date-time-field';

/** Renders `ui` with the menu in `language` and the profile's locale `profileLocale`. */
function renderInLocale(ui: ReactElement, language: Language, profileLocale: string) {
  return render(
    <MantineProvider theme={jsdomTheme}>
      <I18nProvider store={createI18nStore(language, { loaded: cataloguesOf(language) })} numberLocale={profileLocale}>
        <LocaleProvider userLocale={profileLocale}>{ui}</LocaleProvider>
      </I18nProvider>
    </MantineProvider>,
  );
}

/** The field with its calendar open, the menu in `language` and the profile's locale `profileLocale`. */
async function openCalendar(language: Language, profileLocale: string, shown: string) {
  renderInLocale(
    <DateTimeField label="From" value={new Date(2026, 9, 26, 7, 15)} onChange={() => undefined} />,
    language,
    profileLocale,
  );
  const field = await screen.findByRole('button', { name: 'From' });
  // The profile locale's dayjs file arrives after the first render; the value is written its way once it has.
  await waitFor(() => expect(field).toHaveTextContent(shown));
  await userEvent.setup().click(field);
  return field;
}

/** An empty field that takes what it is given, as the screens hold theirs. */
function EmptyField({ onChange }: { onChange: (value: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <DateTimeField
      label="From"
      value={value}
      onChange={(picked) => {
        setValue(picked);
        onChange(picked);
      }}
    />
  );
}

describe('DateTimeField', () => {
  it('picks a day by keyboard, and the digits typed at once are the time: its boxes show midnight before the pick', async () => {
    const onChange = vi.fn();
    renderInLocale(<EmptyField onChange={onChange} />, 'en', 'en-GB');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'From' }));
    const hours = await screen.findByRole('spinbutton', { name: 'From: hours' });
    const minutes = screen.getByRole('spinbutton', { name: 'From: minutes' });
    // Midnight before a day is picked, so the pick changes nothing in the boxes: a change there after the focus had
    // moved to the hours left their text unselected for a few frames, and a "0" typed then skipped to the minutes.
    expect([hours, minutes].map((box) => (box as HTMLInputElement).value)).toEqual(['00', '00']);

    screen.getByRole('button', { name: /^20 \w+ \d{4}$/ }).focus();
    await user.keyboard('{Enter}');
    expect(hours).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(expect.any(Date));
    const picked = onChange.mock.lastCall?.[0] as Date;
    expect([picked.getHours(), picked.getMinutes()]).toEqual([0, 0]);
    expect([hours, minutes].map((box) => (box as HTMLInputElement).value)).toEqual(['00', '00']);
    expect([(hours as HTMLInputElement).selectionStart, (hours as HTMLInputElement).selectionEnd]).toEqual([0, 2]);

    await user.keyboard('0715');
    const typed = onChange.mock.lastCall?.[0] as Date;
    expect([typed.getDate(), typed.getHours(), typed.getMinutes()]).toEqual([picked.getDate(), 7, 15]);
  });

  it('speaks the menu language in its calendar and writes the value its way, over a profile of another language', async () => {
    const field = await openCalendar('de', 'en-GB', '26.10.2026 07:15');
    expect(await screen.findByRole('button', { name: 'Oktober 2026' })).toBeInTheDocument();
    expect(screen.getByText('Di', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '26. Oktober 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Tu', { exact: true })).toBeNull();
    expect(field).toHaveTextContent('26.10.2026 07:15');
  });

  it('opens a field that has a value at its own time', async () => {
    await openCalendar('en', 'en-GB', '26/10/2026 07:15');
    const boxes = await Promise.all(
      ['From: hours', 'From: minutes'].map((name) => screen.findByRole('spinbutton', { name })),
    );
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['07', '15']);
  });

  it('speaks English in the calendar of an English menu over a German profile, and writes the browser’s English way', async () => {
    // jsdom's browser speaks en-US: the first of its languages in English.
    expect(navigator.languages[0]).toBe('en-US');
    const field = await openCalendar('en', 'de-DE', '10/26/2026 7:15 AM');
    expect(await screen.findByRole('button', { name: 'October 2026' })).toBeInTheDocument();
    expect(screen.getByText('Tu', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'October 26, 2026' })).toBeInTheDocument();
    expect(field).toHaveTextContent('10/26/2026 7:15 AM');
  });

  it('reads the days of an English calendar over an English profile in its long form', async () => {
    await openCalendar('en', 'en-GB', '26/10/2026 07:15');
    expect(await screen.findByRole('button', { name: 'October 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '26 October 2026' })).toBeInTheDocument();
  });
});
