/**
 * @mantine/dates' pickers as the console draws them, in the block loaded on demand (./date-inputs-block.ts): their
 * words (weekday and month names, the days read aloud) in the menu language, while the value they write keeps the
 * display locale's format, which the shell's DatesProvider holds (src/components/locale/locale.tsx). The provider has
 * one dayjs locale for both, so the words come from the pickers' own `locale`, and a string `valueFormat` is applied
 * in the provider's.
 */
import {
  DateTimePicker as MantineDateTimePicker,
  MonthPickerInput as MantineMonthPickerInput,
  useDatesContext,
  type DatePickerType,
  type DateTimePickerProps,
  type MonthPickerInputProps,
} from '@mantine/dates';
import dayjs from 'dayjs';
import type { Ref } from 'react';
import { useLanguage } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { calendarDayjsLocale, calendarWordsLocale } from './calendar-words';
import { dayLabel } from './day-label';

/** The locale of the calendar's words (a BCP 47 tag) and its dayjs name; suspends while that file downloads. */
function useCalendarWords(): { tag: string; dayjsName: string } {
  const { language } = useLanguage();
  const tag = calendarWordsLocale(language, useLocale());
  const dayjsName = calendarDayjsLocale(tag);
  // Suspends as useT does; the picker's stand-in (./lazy-date-inputs.tsx) holds the place meanwhile.
  if (typeof dayjsName !== 'string') throw dayjsName;
  return { tag, dayjsName };
}

export function DateTimePicker({ valueFormat, ...props }: DateTimePickerProps & { ref?: Ref<HTMLButtonElement> }) {
  const words = useCalendarWords();
  const formatLocale = useDatesContext().locale;
  return (
    <MantineDateTimePicker
      locale={words.dayjsName}
      getDayAriaLabel={(day) => dayLabel(day, words.tag)}
      {...props}
      valueFormat={
        typeof valueFormat === 'string' ? (date) => dayjs(date).locale(formatLocale).format(valueFormat) : valueFormat
      }
    />
  );
}

export function MonthPickerInput<Type extends DatePickerType = 'default'>(
  props: MonthPickerInputProps<Type> & { ref?: Ref<HTMLButtonElement> },
) {
  const words = useCalendarWords();
  return <MantineMonthPickerInput<Type> locale={words.dayjsName} {...props} />;
}
