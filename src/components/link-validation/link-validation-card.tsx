/**
 * LinkValidationCard: the screen of an emailed link being checked (SPEC 2.6 Validate Invitation, SPEC 2.1 the reset
 * link, the confirmation of a new email): a card with the title, "Validating..." (or the screen's `checkingText`)
 * while the check runs, else the error with Try again (when the check itself failed: the same check once more) and the
 * screen's own actions (e.g. "Send a new request").
 * The screen runs the check (a query, only for a `usable` link) and moves on when it succeeds, or shows its `result`
 * here; this block shows where it stands: `invalidMessage` for a link that cannot be valid (no call), the check's
 * failure in the screen's `catalogue` (SPEC 8; `failedMessage` when it carries no message), else the check going on.
 */
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import type { MessageCatalogue } from '#/lib/error-messages';

/** What the card reads of the check (a TanStack query). */
export interface LinkCheck {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LinkValidationCardProps {
  title: string;
  /** The link can be valid (a token, an email of the right structure): it is being checked. */
  usable: boolean;
  /** Shown, without a check, for a link that cannot be valid. */
  invalidMessage: string;
  check: LinkCheck;
  /** The messages of the check's error codes (the screen's, then SPEC 8's). */
  catalogue?: MessageCatalogue;
  /** Shown for a failed check that carries no message. */
  failedMessage: string;
  /** The Try again button's variant. */
  retryVariant?: 'light' | 'default';
  /** Further actions under the error (e.g. a link to send a new request). */
  actions?: ReactNode;
  /** What the check is doing, while it runs (default "Validating..."). */
  checkingText?: string;
  /** What the link did, once the check succeeded, for a screen that stays (shown in place of the check). */
  result?: ReactNode;
}

export function LinkValidationCard({
  title,
  usable,
  invalidMessage,
  check,
  catalogue,
  failedMessage,
  retryVariant = 'light',
  actions,
  checkingText,
  result,
}: LinkValidationCardProps) {
  const t = useT('forms');
  const errorMessage = useErrorMessage();
  const error = !usable
    ? invalidMessage
    : check.isError
      ? errorMessage(check.error, { catalogue, emptyFallback: failedMessage }) || failedMessage
      : null;
  // Only a failed check is tried again (an unusable link never is).
  const onRetry = usable && check.isError ? () => void check.refetch() : undefined;
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" w="100%" maw={520}>
        <Stack gap="md" align="center">
          <Title order={2}>{title}</Title>
          {error ? (
            <>
              <ErrorAlert w="100%">{error}</ErrorAlert>
              {onRetry || actions ? (
                <Group justify="center" gap="sm">
                  {onRetry ? (
                    <Button variant={retryVariant} loading={check.isFetching} onClick={onRetry}>
                      {t('forms.linkValidation.tryAgain')}
                    </Button>
                  ) : null}
                  {actions}
                </Group>
              ) : null}
            </>
          ) : result !== undefined ? (
            result
          ) : (
            <Stack gap="xs" align="center" role="status">
              <Loader aria-hidden />
              <Text>{checkingText ?? t('forms.linkValidation.validating')}</Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
