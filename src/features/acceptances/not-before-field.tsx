import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DateTimeField } from '#/components/date-time-field/date-time-field';
import { useT } from '#/components/i18n/i18n-context';
import {
  notBeforeWords,
  defaultNotBefore,
  fromDateTimeLocalValue,
  isPast,
  notBeforeMessage,
  toDateTimeLocalValue,
  tomorrow,
} from '#/lib/not-before';

/**
 * The optional Not Before of an acceptance (SPEC 4, 5, 9): a checkbox; when checked, a date and time (local),
 * first set to 06:00 the next day, with a Tomorrow button (now plus one day). Under it: a past time "will take
 * effect immediately", a future one says how long until it takes effect. `value` is the local date-time text
 * (`yyyy-mm-ddThh:mm`, src/lib/not-before.ts); the picker shows it in the user's locale.
 */
export function NotBeforeField({
  checked,
  onCheckedChange,
  value,
  onValueChange,
  disabled = false,
  now,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** The clock the messages are computed with. */
  now: Date;
}) {
  const t = useT('acceptances', 'records');
  const words = useMemo(() => notBeforeWords(t), [t]);
  const date = fromDateTimeLocalValue(value);
  const message = date === null ? null : notBeforeMessage(words, date, now);
  return (
    <Stack gap={6}>
      <Checkbox
        label={t('acceptances.notBefore.label')}
        description={t('acceptances.notBefore.description')}
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onCheckedChange(on);
          if (on && fromDateTimeLocalValue(value) === null)
            onValueChange(toDateTimeLocalValue(defaultNotBefore(new Date())));
        }}
      />
      {checked && (
        <>
          <Group gap="xs" align="flex-end" pl={30}>
            <DateTimeField
              label={t('acceptances.notBefore.dateTime')}
              value={date}
              onChange={(picked) => onValueChange(picked === null ? '' : toDateTimeLocalValue(picked))}
              disabled={disabled}
              required
              clearable
              error={date === null ? words.missing : undefined}
            />
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              disabled={disabled}
              onClick={() => onValueChange(toDateTimeLocalValue(tomorrow(new Date())))}
            >
              {t('acceptances.notBefore.tomorrow')}
            </Button>
          </Group>
          {message !== null && (
            <Text
              size="sm"
              pl={30}
              fw={date !== null && isPast(date, now) ? 600 : undefined}
              data-testid="not-before-message"
            >
              {message}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
