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
import { useMergedRef } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState, type ComponentType, type Ref } from 'react';
import { useT } from '#/components/i18n/i18n-context';

/**
 * A click (or Enter) on the stand-in before the picker has arrived opens the picker once it has, and the focus the
 * stand-in had goes to the picker: `standIn` goes on the stand-in, `picker` is the arrived picker's ref (merged with the
 * caller's).
 */
function useEarlyOpen(own: Ref<HTMLButtonElement> | undefined) {
  const [wanted, setWanted] = useState<'open' | 'focus' | null>(null);
  const standIn = {
    onClick: () => setWanted('open'),
    onFocus: () => setWanted((wish) => wish ?? 'focus'),
    onBlur: () => setWanted((wish) => (wish === 'focus' ? null : wish)),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter' || event.key === ' ') setWanted('open');
    },
  };
  const arrived = useCallback(
    (node: HTMLButtonElement | null) => {
      if (!node || wanted === null) return;
      setWanted(null);
      node.focus();
      if (wanted === 'open') node.click();
    },
    [wanted],
  );
  return { standIn, picker: useMergedRef(own, arrived) };
}

const datesModule = import('./date-inputs-block');

// React.lazy types its component without the picker's type parameter; the loaded component is the picker itself.
const LazyMonthPickerInput = lazy(() =>
  datesModule.then((module) => ({ default: module.MonthPickerInput })),
) as unknown as typeof MonthPickerInputBlock;

function MonthPickerInputOnDemand<Type extends DatePickerType = 'default'>({
  ref,
  ...props
}: MonthPickerInputProps<Type>) {
  const t = useT('forms');
  const { standIn, picker } = useEarlyOpen(ref as Ref<HTMLButtonElement> | undefined);
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
          {...standIn}
        />
      }
    >
      <LazyMonthPickerInput ariaLabels={ariaLabels} {...props} ref={picker} />
    </Suspense>
  );
}

export const MonthPickerInput = MonthPickerInputOnDemand as typeof MonthPickerInputBlock;

// The date-time picker is generic over its type (one date or a range) too; the console picks one date.
const LazyDateTimePicker = lazy<ComponentType<DateTimePickerProps>>(() =>
  datesModule.then((module) => ({ default: module.DateTimePicker })),
);

function DateTimePickerOnDemand({ ref, ...props }: DateTimePickerProps) {
  const { standIn, picker } = useEarlyOpen(ref as Ref<HTMLButtonElement> | undefined);
  return (
    <Suspense fallback={<TextInput label={props.label} w={props.w} maw={props.maw} readOnly aria-busy {...standIn} />}>
      <LazyDateTimePicker {...props} ref={picker} />
    </Suspense>
  );
}

export const DateTimePicker = DateTimePickerOnDemand as typeof DateTimePickerBlock;
