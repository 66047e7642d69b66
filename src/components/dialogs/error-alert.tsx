/**
 * ErrorAlert: the console's inline error message (a red alert with role="alert", titled "Error" unless told
 * otherwise) for a failed action that keeps the user on the screen (SPEC 8 messages). With `onDismiss` it carries a
 * close button labelled "Dismiss error"; `dismissible={false}` hides it while keeping `onDismiss` for the screen's
 * own dismiss button. Extra Alert props (e.g. `w`) pass through.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ErrorAlertProps extends Omit<
  AlertProps,
  'color' | 'icon' | 'title' | 'role' | 'withCloseButton' | 'onClose'
> {
  title?: ReactNode;
  onDismiss?: () => void;
  dismissible?: boolean;
  children: ReactNode;
}

export function ErrorAlert({ title = 'Error', onDismiss, dismissible = true, children, ...rest }: ErrorAlertProps) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
      withCloseButton={onDismiss !== undefined && dismissible}
      closeButtonLabel="Dismiss error"
      onClose={onDismiss}
      {...rest}
    >
      {children}
    </Alert>
  );
}
