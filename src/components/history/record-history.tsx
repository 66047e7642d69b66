// Loaded on demand, with its words (the `history` area): the pages import lazy-record-history.tsx, never this module.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Center, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistoryOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Component, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { errorCodeOf } from '#/api/error-body';
import {
  recordHistoryQuery,
  type HistoryEntry,
  type HistorySource,
  type HistorySubject,
} from '#/api/queries/record-history';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { HistoryEntryItem, PLAIN_LIST } from './history-entry';
import { fieldOptions } from './history-filters';
import { newestFirst, type FieldReading, type ValueWords } from './history-rows';
import { entryValuesOf, type RestoreRules } from './history-values';

export interface RecordHistoryProps extends RestoreRules {
  /** Which read the page may make: a super user's, an organisation admin's or the user's own. */
  source: HistorySource;
  /** The record: its kind (the contract's schema name) and id. */
  subject: HistorySubject;
  /** The form's labels by field: the entries name fields by them and the field filter offers them. */
  fieldLabels?: Readonly<Partial<Record<string, string>>>;
  /** A field's value as the form shows it (an option's name...); the plain reading where it gives none. */
  formatFieldValue?: (field: string, value: unknown) => string | undefined;
  /** Fields holding an image's data: "An image", never the data. */
  imageFields?: readonly string[];
  /** The form's values now: Use these values offers only their fields. No button without it and `onUseValues`. */
  formValues?: object;
  /** Puts the values from before an entry's change into the form (as unsaved changes). */
  onUseValues?: (values: Record<string, unknown>) => void;
  /** Use these values is disabled (a read-only page, a call in flight). */
  disabled?: boolean;
}

/** Waiting time after the last key typed in the user filter before the history is asked for again. */
const USER_FILTER_WAIT_MS = 300;

/** The history of one record (an extension of SPEC), with the words it needs: see `HistoryPanel`. */
export function RecordHistory(props: RecordHistoryProps) {
  return (
    <WordsBoundary>
      <Suspense fallback={<HistoryLoader />}>
        <HistoryPanel {...props} />
      </Suspense>
    </WordsBoundary>
  );
}

/** Keeps a failed download of the panel's words to the panel (not the page's failure screen, which drops edits). */
class WordsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <WordsFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

function WordsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT('shell');
  return (
    <ErrorAlert>
      <Text size="sm">{t('shell.chunkFailed.text')}</Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('blocks.loadingOverlay.retry')}
        </Button>
      </Group>
    </ErrorAlert>
  );
}

function HistoryLoader() {
  const t = useT('forms');
  return (
    <Center mih={80}>
      <Loader aria-label={t('forms.editPage.historyLoading')} />
    </Center>
  );
}

/** A server that keeps no history answers 501 `NotImplemented_NoHistory`: not a failure, a fact about the server. */
function keepsNoHistory(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ('code' in error && error.code === 'NotImplemented_NoHistory') return true;
  if ('body' in error && errorCodeOf(error.body) === 'NotImplemented_NoHistory') return true;
  return 'status' in error && error.status === 501;
}

/**
 * A record's history, newest first: who, when, the message and each field before and after, named as on the form;
 * filtered by field and by who; page by page ("Load more"), so a long history never renders at once. An entry's
 * "Use these values" puts the values from before its change into the form.
 */
function HistoryPanel({
  source,
  subject,
  fieldLabels,
  formatFieldValue,
  imageFields,
  formValues,
  onUseValues,
  disabled,
  valuesForForm,
  lockedFields,
}: RecordHistoryProps) {
  const t = useT('history', 'errors', 'conflicts');
  const errorMessage = useErrorMessage();
  const [field, setField] = useState('');
  const [userText, setUserText] = useState('');
  const [user] = useDebouncedValue(userText, USER_FILTER_WAIT_MS);
  const [used, setUsed] = useState<HistoryEntry | null>(null);
  const query = useInfiniteQuery(recordHistoryQuery(source, subject, { field, user }));
  const entries = useMemo(() => newestFirst(query.data?.pages ?? []), [query.data]);
  const options = useMemo(() => fieldOptions(fieldLabels), [fieldLabels]);
  const reading = useMemo<FieldReading>(
    () => ({ fieldLabels, formatFieldValue, imageFields }),
    [fieldLabels, formatFieldValue, imageFields],
  );
  const words = useMemo<ValueWords>(
    () => ({
      empty: t('history.value.empty'),
      yes: t('history.value.yes'),
      no: t('history.value.no'),
      // The same words as the notice of someone else's changes.
      image: t('conflicts.otherSave.image'),
    }),
    [t],
  );
  const valuesOf = useMemo(
    () => (formValues && onUseValues ? entryValuesOf(formValues, { valuesForForm, lockedFields }) : undefined),
    [formValues, onUseValues, valuesForForm, lockedFields],
  );
  const useValues = useCallback(
    (entry: HistoryEntry, values: Record<string, unknown>) => {
      onUseValues?.(values);
      setUsed(entry);
    },
    [onUseValues],
  );
  const filtered = field !== '' || user.trim() !== '';
  const noHistory = query.isError && keepsNoHistory(query.error);
  return (
    <Stack gap="sm">
      {noHistory ? null : (
        <Group role="group" aria-label={t('history.filter.label')} gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('history.filter.field')}
            value={field}
            onChange={(event) => setField(event.currentTarget.value)}
            data={[{ value: '', label: t('history.filter.allFields') }, ...options]}
            miw={160}
          />
          <TextInput
            label={t('history.filter.user')}
            placeholder={t('history.filter.userPlaceholder')}
            value={userText}
            onChange={(event) => setUserText(event.currentTarget.value)}
            miw={160}
          />
        </Group>
      )}
      {used ? (
        <Text size="sm" role="status">
          {t('history.useValues.done')}
        </Text>
      ) : null}
      {query.isPending ? <HistoryLoader /> : null}
      {noHistory ? (
        <Alert color="gray" role="status" icon={<IconHistoryOff size={18} />} title={t('history.noHistory')}>
          {t('errors.code.NotImplemented_NoHistory')}
        </Alert>
      ) : query.isError && entries.length === 0 ? (
        <ErrorAlert title={t('history.failed')}>
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Group justify="flex-end" mt="xs">
            <Button size="xs" color="red" variant="light" onClick={() => void query.refetch()}>
              {t('history.retry')}
            </Button>
          </Group>
        </ErrorAlert>
      ) : null}
      {query.isSuccess && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {filtered ? t('history.emptyFiltered') : t('history.empty')}
        </Text>
      ) : null}
      {entries.length > 0 ? (
        <ul style={{ ...PLAIN_LIST, display: 'grid', gap: 'var(--mantine-spacing-xs)' }} aria-label={t('history.list')}>
          {entries.map((entry, index) => (
            <HistoryEntryItem
              // The contract gives an entry no id; its place in the loaded list is stable (pages only add below).
              key={index}
              entry={entry}
              reading={reading}
              words={words}
              t={t}
              values={valuesOf?.(entry)}
              onUseValues={onUseValues ? useValues : undefined}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
      {entries.length > 0 && query.isFetchNextPageError ? (
        <ErrorAlert title={t('history.failed')}>
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Group justify="flex-end" mt="xs">
            <Button size="xs" color="red" variant="light" onClick={() => void query.fetchNextPage()}>
              {t('history.retry')}
            </Button>
          </Group>
        </ErrorAlert>
      ) : null}
      {entries.length > 0 ? (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {query.hasNextPage ? t('history.shown', { count: entries.length }) : t('history.end')}
          </Text>
          {query.hasNextPage && !query.isFetchNextPageError ? (
            <Button
              size="xs"
              variant="default"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('history.loadMore')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
