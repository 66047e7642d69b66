/**
 * LinkValidationCard: the screen of an emailed link being checked (SPEC 2.6 Validate Invitation, SPEC 2.1 the reset
 * link): a card with the title, "Validating..." while the check runs, else the error with Try again (when the check
 * itself failed: the same check once more) and the screen's own actions (e.g. "Send a new request").
 * The screen runs the check and moves on when it succeeds; this block only shows where it stands.
 */
import type { ReactNode } from 'react';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../dialogs/error-alert';

export interface LinkValidationCardProps {
  title: string;
  /** The message to show instead of "Validating..." (an unusable link or a failed check); null while checking. */
  error: string | null;
  /** The check failed (as opposed to a link unusable before any check): Try again is offered. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The Try again button's variant. */
  retryVariant?: 'light' | 'default';
  /** Further actions under the error (e.g. a link to send a new request). */
  actions?: ReactNode;
}

export function LinkValidationCard({ title, error, onRetry, retrying = false, retryVariant = 'light', actions }: LinkValidationCardProps) {
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
                    <Button variant={retryVariant} loading={retrying} onClick={onRetry}>
                      Try again
                    </Button>
                  ) : null}
                  {actions}
                </Group>
              ) : null}
            </>
          ) : (
            <Stack gap="xs" align="center" role="status">
              <Loader aria-hidden />
              <Text>Validating...</Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
