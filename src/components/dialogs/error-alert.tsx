/**
 * ErrorAlert: the console's inline error message (a red alert with role="alert", titled "Error" in the user's
 * language unless told otherwise) for a failed action that keeps the user on the screen (SPEC 8 messages). With
 * `onDismiss` it carries a close button labelled "Dismiss error"; `dismissible={false}` hides it while keeping
 * `onDismiss` for the screen's own dismiss button. Extra Alert props (e.g. `w`) pass through.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';

export interface ErrorAlertProps extends Omit<
  AlertProps,
  'color' | 'icon' | 'title' | 'role' | 'withCloseButton' | 'onClose'
> {
  title?: ReactNode;
  onDismiss?: () => void;
  dismissible?: boolean;
  children: ReactNode;
}

export function ErrorAlert({ title, onDismiss, dismissible = true, children, ...rest }: ErrorAlertProps) {
  const t = useT('forms');
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={title === undefined ? t('forms.errorAlert.title') : title}
      role="alert"
      withCloseButton={onDismiss !== undefined && dismissible}
      closeButtonLabel={t('forms.errorAlert.dismiss')}
      onClose={onDismiss}
      {...rest}
    >
      {children}
    </Alert>
  );
}
