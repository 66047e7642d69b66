import type { DateTimePickerProps } from '@mantine/dates';
// The picker and @mantine/dates' stylesheet are loaded on demand (docs/code-splitting.md).
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DateTimePicker } from '#/components/date-inputs/lazy-date-inputs';
import { dateOfPickerValue } from '#/components/date-inputs/picker-value';
import { useT } from '#/components/i18n/i18n-context';
import classes from './date-time-field.module.css';

// The value is shown in the display locale's own date and time formats ("L LT": 20.11.2026 07:15, 11/20/2026
// 7:15 AM), the calendar's words in the menu language (src/components/date-inputs/language-pickers.tsx).
dayjs.extend(localizedFormat);

// Static, the dropdown is laid out below its field; without its own padding its calendar fits a popover's width. It
// closes on a click outside, not on the press: closing on the press moved the button pressed (Apply) from under it.
const inFlow: DateTimePickerProps['popoverProps'] = {
  styles: { dropdown: { position: 'static', padding: 0, border: 0 } },
  clickOutsideEvents: ['click'],
};

const MIDNIGHT = '00:00';

export interface DateTimeFieldProps extends Omit<
  DateTimePickerProps,
  | 'value'
  | 'onChange'
  | 'valueFormat'
  | 'label'
  | 'ariaLabels'
  | 'timePickerProps'
  | 'submitButtonProps'
  | 'classNames'
  | 'defaultTimeValue'
> {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /**
   * Draw the calendar inside the surrounding element, in its flow (a picker inside a popover): the popover grows
   * around it, and it covers none of the popover's own buttons.
   */
  inline?: boolean;
}

/**
 * A date and time (local, minutes) through @mantine/dates' DateTimePicker, for every date-time a user enters. The
 * field is a button named by its label that opens a calendar (arrow keys move between days, Enter picks one) and the
 * time's hours and minutes boxes (typed; Enter closes). Every control of the dropdown is named for assistive technology. Screens convert
 * the Date to the contract's format themselves (src/lib/not-before.ts, src/features/audit-logs/audit-filters.ts).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  inline = false,
  clearable,
  popoverProps,
  ...rest
}: DateTimeFieldProps) {
  const t = useT('forms');
  return (
    <DateTimePicker
      {...rest}
      label={label}
      value={value}
      onChange={(picked) => onChange(dateOfPickerValue(picked))}
      valueFormat="L LT"
      hideOutsideDates
      classNames={{ day: classes.day }}
      clearable={clearable}
      clearButtonProps={clearable ? { 'aria-label': t('forms.dates.clear', { label }) } : undefined}
      popoverProps={{ ...popoverProps, withinPortal: !inline, ...(inline ? inFlow : null) }}
      ariaLabels={{
        previousMonth: t('forms.dates.previousMonth'),
        nextMonth: t('forms.dates.nextMonth'),
        previousYear: t('forms.dates.previousYear'),
        nextYear: t('forms.dates.nextYear'),
        previousDecade: t('forms.dates.previousDecade'),
        nextDecade: t('forms.dates.nextDecade'),
        // The month and year headers are named by what they show ("November 2026", "2026"; WCAG 2.5.3 label in name).
      }}
      timePickerProps={{
        hoursInputLabel: t('forms.dates.hours', { label }),
        minutesInputLabel: t('forms.dates.minutes', { label }),
      }}
      submitButtonProps={{ 'aria-label': t('forms.dates.set', { label }) }}
      // An empty field's time boxes show the midnight a picked day gets. Were they empty, the picked day would fill
      // them a few frames after the focus moved to the hours, and a "0" typed in that gap skipped to the minutes.
      defaultTimeValue={value === null ? MIDNIGHT : undefined}
    />
  );
}
