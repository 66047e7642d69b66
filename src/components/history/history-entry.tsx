import { Button } from '@mantine/core';
import { memo, useId } from 'react';
import type { HistoryEntry } from '#/api/queries/record-history';
import { useLocale } from '#/components/locale/locale';
import { formatDateTime } from '#/lib/locale-format';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import { READ_NOT_SHOWN } from '#/lib/read-not-shown';
import classes from './history-entry.module.css';
import { historyRows, type FieldReading, type ValueWords } from './history-rows';
import type { EntryValues, NoValuesReason } from './history-values';

/** Why Use these values is disabled; an entry that changed no field (a mail, a token) has no button at all. */
const REASONS: Readonly<Partial<Record<NoValuesReason, MessageKey<'history'>>>> = {
  onlySecrets: 'history.useValues.onlySecrets',
  notOnForm: 'history.useValues.notOnForm',
};

/** A plain list: the items are the entries or fields, without bullets. */
export const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * An entry off screen is not laid out or painted (a long history stays smooth to scroll); its height is guessed until
 * it has been seen once.
 */
const ENTRY_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 140px' } as const;

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
      <article className={classes.entry} aria-labelledby={headingId}>
        <div className={classes.top}>
          <p className={`${classes.text} ${classes.who}`} id={headingId}>
            {t('history.entry', { user: entry.userName || entry.userID || t('history.unknownUser'), when })}
          </p>
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
        </div>
        {entry.message ? <p className={classes.text}>{entry.message}</p> : null}
        {rows.length > 0 ? (
          <ul style={PLAIN_LIST} aria-label={t('history.changes')}>
            {rows.map((row) => (
              <li key={row.field} className={classes.text}>
                <span className={classes.label}>
                  {row.label}
                  {': '}
                </span>
                {row.replaced ? (
                  <span className={classes.dimmed}>{t('history.replaced')}</span>
                ) : (
                  <span>
                    <span style={READ_NOT_SHOWN}>{t('history.before')} </span>
                    <span>{row.before}</span>
                    <span aria-hidden> → </span>
                    <span style={READ_NOT_SHOWN}>, {t('history.after')} </span>
                    <span>{row.after}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {reason ? (
          <p className={classes.reason} id={reasonId}>
            {reason}
          </p>
        ) : null}
      </article>
    </li>
  );
});
