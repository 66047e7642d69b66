/**
 * @mantine/dates pickers, loaded on demand (issue 14 item 6). A picker brings its calendar, a Popover and a Modal
 * (for its modal dropdown type, with the scroll-lock library) and @mantine/dates' CSS: about 20 kB gzip that a
 * screen's first paint does not need. Each picker here is a `React.lazy` component with the picker's own props
 * (generics included); the chunk (./date-inputs-block.ts) starts downloading as soon as a screen that uses one is
 * loaded. Until it is there, a read-only text input with the same label, placeholder and width holds its place,
 * marked busy (aria-busy): it is not the picker yet and does not show its value.
 * A new picker: export it from ./date-inputs-block.ts and wrap it here the same way.
 */
import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import type {
  DatePickerType,
  DateTimePicker as DateTimePickerBlock,
  DateTimePickerProps,
  MonthPickerInput as MonthPickerInputBlock,
  MonthPickerInputProps,
} from '@mantine/dates';

const datesModule = import('./date-inputs-block');

// React.lazy types its component without the picker's type parameter; the loaded component is the picker itself.
const LazyMonthPickerInput = lazy(() =>
  datesModule.then((module) => ({ default: module.MonthPickerInput })),
) as unknown as typeof MonthPickerInputBlock;

/** The month picker's arrows are icons alone: named (axe button-name); its headers are named by what they show. */
const MONTH_PICKER_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

function MonthPickerInputOnDemand<Type extends DatePickerType = 'default'>(props: MonthPickerInputProps<Type>) {
  return (
    <Suspense
      fallback={
        <TextInput label={props.label} placeholder={props.placeholder} w={props.w} leftSection={props.leftSection} readOnly aria-busy />
      }
    >
      <LazyMonthPickerInput ariaLabels={MONTH_PICKER_LABELS} {...props} />
    </Suspense>
  );
}

export const MonthPickerInput = MonthPickerInputOnDemand as typeof MonthPickerInputBlock;

const LazyDateTimePicker = lazy(() => datesModule.then((module) => ({ default: module.DateTimePicker })));

function DateTimePickerOnDemand(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<TextInput label={props.label} w={props.w} maw={props.maw} readOnly aria-busy />}>
      <LazyDateTimePicker {...props} />
    </Suspense>
  );
}

export const DateTimePicker = DateTimePickerOnDemand as typeof DateTimePickerBlock;
