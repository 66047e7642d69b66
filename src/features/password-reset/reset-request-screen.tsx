import { useState, type FormEvent } from 'react';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { $api } from '../../api/client';
import { errorMessageOf, resetRequestMessages } from '../../api/error-messages';
import { limits } from '../../api/limits.gen';
import { TextField } from '../../components/form-fields/text-field';
import { loginUrl } from '../../lib/auth-links';
import { INVALID_EMAIL_MESSAGE } from '../../lib/email-rule';
import { isResetEmailValid } from '../../lib/password-reset-rules';
import { ErrorAlert } from '../../components/dialogs/error-alert';
import { useOneCallAtATime } from '../../components/form-fields/use-one-call-at-a-time';

/** When a failure carries no message at all. */
const SEND_FAILED_MESSAGE = 'Failed to send password reset request! Please try again later.';

/**
 * Password Reset Request (/resetpassword, SPEC 2.6, 5, 8): an email field (structure rule of SPEC 5) with Send and
 * Cancel. `POST passwordreset/send {email}`; success -> /resetpassword/requestsent. Errors use the request screen's
 * own short codes (and SPEC 8's long ones); the email stays. Cancel returns to the login page.
 */
export function ResetRequestScreen() {
  const navigate = useNavigate();
  const send = $api.useMutation('post', '/passwordreset/send');
  const oneCall = useOneCallAtATime();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const address = email.trim();
  const valid = isResetEmailValid(address);
  const maxLength = limits.PasswordResetSendRequest.email.maxLength;
  const fieldError = touched && address !== '' && !valid && address.length <= maxLength ? INVALID_EMAIL_MESSAGE : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    await oneCall.run(async () => {
      setError(null);
      try {
        await send.mutateAsync({ body: { email: address } });
        await navigate({ to: '/resetpassword/requestsent' });
      } catch (failure) {
        setError(
          errorMessageOf(failure, { catalogue: resetRequestMessages, emptyFallback: SEND_FAILED_MESSAGE }) || SEND_FAILED_MESSAGE,
        );
      }
    });
  };

  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" w="100%" maw={520}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset Password">
          <Stack gap="md">
            <div>
              <Title order={2}>Reset Password</Title>
              <Text c="dimmed" size="sm">
                Enter the email address of your account and we will send you a link to choose a new password.
              </Text>
            </div>
            {error ? (
              <ErrorAlert>
                {error}
              </ErrorAlert>
            ) : null}
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                setError(null);
              }}
              onBlur={() => setTouched(true)}
              maxLength={maxLength}
              required
              error={fieldError}
              autoComplete="email"
              autoFocus
              disabled={oneCall.busy}
            />
            <Group justify="flex-end">
              <Button component="a" href={loginUrl('/')} variant="default">
                Cancel
              </Button>
              <Button type="submit" disabled={!valid} loading={oneCall.busy} leftSection={<IconSend size={16} aria-hidden />}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
