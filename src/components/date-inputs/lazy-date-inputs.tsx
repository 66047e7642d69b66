/**
 * @mantine/dates pickers, loaded on demand with the pickers' own props; until they arrive, a read-only busy text
 * input with the same label, placeholder and width holds the place. A new picker: export it from
 * ./date-inputs-block.ts and wrap it here the same way.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { TextInput } from '@mantine/core';
import type {
  DatePickerType,
  DateTimePicker as DateTimePickerBlock,
  DateTimePickerProps,
  MonthPickerInput as MonthPickerInputBlock,
  MonthPickerInputProps,
} from '@mantine/dates';
import { lazy, Suspense, type ComponentType } from 'react';
import { useT } from '../i18n/i18n-context';

const datesModule = import('./date-inputs-block');

// React.lazy types its component without the picker's type parameter; the loaded component is the picker itself.
const LazyMonthPickerInput = lazy(() =>
  datesModule.then((module) => ({ default: module.MonthPickerInput })),
) as unknown as typeof MonthPickerInputBlock;

function MonthPickerInputOnDemand<Type extends DatePickerType = 'default'>(props: MonthPickerInputProps<Type>) {
  const t = useT('forms');
  // The month picker's arrows are icons alone: named (axe button-name); its headers are named by what they show.
  const ariaLabels = {
    previousYear: t('forms.dates.previousYear'),
    nextYear: t('forms.dates.nextYear'),
    previousDecade: t('forms.dates.previousDecade'),
    nextDecade: t('forms.dates.nextDecade'),
  };
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          placeholder={props.placeholder}
          w={props.w}
          leftSection={props.leftSection}
          readOnly
          aria-busy
        />
      }
    >
      <LazyMonthPickerInput ariaLabels={ariaLabels} {...props} />
    </Suspense>
  );
}

export const MonthPickerInput = MonthPickerInputOnDemand as typeof MonthPickerInputBlock;

// The date-time picker is generic over its type (one date or a range) too; the console picks one date.
const LazyDateTimePicker = lazy<ComponentType<DateTimePickerProps>>(() =>
  datesModule.then((module) => ({ default: module.DateTimePicker })),
);

function DateTimePickerOnDemand(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<TextInput label={props.label} w={props.w} maw={props.maw} readOnly aria-busy />}>
      <LazyDateTimePicker {...props} />
    </Suspense>
  );
}

export const DateTimePicker = DateTimePickerOnDemand as typeof DateTimePickerBlock;
