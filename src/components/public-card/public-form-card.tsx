/**
 * PublicFormCard: the card of a signed-out screen's form (SPEC 2.6: Reset Request, Confirm Reset, Accept
 * Invitation): centred, a title with its dimmed introduction, the alerts, then the screen's fields and buttons.
 * - Alerts: `linkProblem` (an emailed link that cannot be used), then `error` (the call's failure).
 * - `email`: a form opened from an emailed link shows the link's address read-only above the fields.
 * - The form is named (`label`), leaves checking to the screen (`noValidate`) and, when submitted, calls
 *   `onSubmit` without reloading the page; the screen decides whether anything is sent.
 */
import { Center, Paper, Stack, Text, TextInput, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { useT } from '#/components/i18n/i18n-context';

export interface PublicFormCardProps {
  /** The form's accessible name. */
  label: string;
  /** The heading. Default: `label`. */
  title?: string;
  /** The line under the heading. */
  intro: ReactNode;
  onSubmit: () => void | Promise<void>;
  /** Why the emailed link cannot be used; shown first. */
  linkProblem?: ReactNode;
  /** The call's failure. */
  error?: ReactNode;
  /** The emailed link's address, shown read-only. */
  email?: string;
  /** `off` for a form of new passwords (no remembered values offered). */
  autoComplete?: 'off';
  /** The card's widest width. Default 520. */
  maxWidth?: number;
  /** The space above and below the card. Default `xl`. */
  py?: MantineSpacing;
  children: ReactNode;
}

export function PublicFormCard({
  label,
  title = label,
  intro,
  onSubmit,
  linkProblem,
  error,
  email,
  autoComplete,
  maxWidth = 520,
  py = 'xl',
  children,
}: PublicFormCardProps) {
  const t = useT('blocks');
  return (
    <Center py={py}>
      <Paper withBorder p="xl" radius="md" w="100%" maw={maxWidth}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
          noValidate
          autoComplete={autoComplete}
          aria-label={label}
        >
          <Stack gap="md">
            <div>
              <Title order={2}>{title}</Title>
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            </div>
            {linkProblem ? <ErrorAlert>{linkProblem}</ErrorAlert> : null}
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            {email !== undefined ? <TextInput label={t('blocks.publicCard.email')} value={email} readOnly /> : null}
            {children}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
