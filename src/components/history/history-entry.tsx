import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useId } from 'react';
import type { HistoryEntry } from '#/api/queries/record-history';
import { useLocale } from '#/components/locale/locale';
import { formatDateTime } from '#/lib/locale-format';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import { historyRows, type FieldReading, type ValueWords } from './history-rows';
import type { EntryValues, NoValuesReason } from './history-values';

/** Why Use these values is disabled; an entry that changed no field (a mail, a token) has no button at all. */
const REASONS: Readonly<Partial<Record<NoValuesReason, MessageKey<'history'>>>> = {
  onlySecrets: 'history.useValues.onlySecrets',
  notOnForm: 'history.useValues.notOnForm',
};

/** A label that is read, not shown (Mantine's VisuallyHidden as a style: no component of its own to load). */
const READ_NOT_SHOWN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A plain list: the items are the entries or fields, without bullets. */
export const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * An entry off screen is not laid out or painted (a long history stays smooth to scroll); its height is guessed until
 * it has been seen once.
 */
const ENTRY_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 140px' } as const;

/** Long values (ids, lists) wrap anywhere rather than widen the page past 390 px. */
const VALUE_STYLE = { overflowWrap: 'anywhere' } as const;

export interface HistoryEntryItemProps {
  entry: HistoryEntry;
  reading: FieldReading;
  words: ValueWords;
  t: Translate<'history'>;
  /** What Use these values would put into the form; no button without it. */
  values?: EntryValues;
  onUseValues?: (entry: HistoryEntry, values: Record<string, unknown>) => void;
  disabled?: boolean;
}

/** One entry of the history: who and when, the message, each field before and after, and Use these values. */
export const HistoryEntryItem = memo(function HistoryEntryItem({
  entry,
  reading,
  words,
  t,
  values,
  onUseValues,
  disabled = false,
}: HistoryEntryItemProps) {
  const locale = useLocale();
  const headingId = useId();
  const reasonId = useId();
  const when = formatDateTime(entry.created, locale);
  const rows = historyRows(entry, reading, words);
  const reasonKey = values && !values.usable ? REASONS[values.reason] : undefined;
  const reason = reasonKey ? t(reasonKey) : null;
  return (
    <li style={ENTRY_STYLE}>
      <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Text fw={600} size="sm" id={headingId} style={VALUE_STYLE}>
              {t('history.entry', { user: entry.userName || entry.userID || t('history.unknownUser'), when })}
            </Text>
            {values && onUseValues && (values.usable || reason) ? (
              <Button
                size="xs"
                variant="light"
                disabled={disabled || !values.usable}
                aria-label={t('history.useValuesOf', { when })}
                aria-describedby={reason ? reasonId : undefined}
                onClick={() => {
                  if (values.usable) onUseValues(entry, values.values);
                }}
              >
                {t('history.useValues')}
              </Button>
            ) : null}
          </Group>
          {entry.message ? (
            <Text size="sm" style={VALUE_STYLE}>
              {entry.message}
            </Text>
          ) : null}
          {rows.length > 0 ? (
            <ul style={PLAIN_LIST} aria-label={t('history.changes')}>
              {rows.map((row) => (
                <li key={row.field}>
                  <Text size="sm" component="span" fw={500}>
                    {row.label}
                    {': '}
                  </Text>
                  {row.replaced ? (
                    <Text size="sm" component="span" c="dimmed">
                      {t('history.replaced')}
                    </Text>
                  ) : (
                    <Text size="sm" component="span" style={VALUE_STYLE}>
                      <span style={READ_NOT_SHOWN}>{t('history.before')} </span>
                      <span>{row.before}</span>
                      <span aria-hidden> → </span>
                      <span style={READ_NOT_SHOWN}>, {t('history.after')} </span>
                      <span>{row.after}</span>
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {reason ? (
            <Text size="xs" c="dimmed" id={reasonId}>
              {reason}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </li>
  );
});
