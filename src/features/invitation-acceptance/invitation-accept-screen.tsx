import '@mantine/core/styles/Checkbox.css';
import { Anchor, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { CurrencySelect, LocaleSelect } from '#/components/form-fields/code-select';
import { PasswordFields } from '#/components/form-fields/password-fields';
import { TextField } from '#/components/form-fields/text-field';
import { SECRET_MUTATION_OPTIONS, useSecretSubmit } from '#/components/form-fields/use-secret-submit';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { PublicFormCard } from '#/components/public-card/public-form-card';
import { consentDocumentUrl } from '#/lib/auth-links';
import { DEFAULT_CURRENCY } from '#/lib/currency-code';
import { DEFAULT_LOCALE } from '#/lib/locale-format';
import { acceptFields, type AcceptForm } from './accept-form-record';
import { consentDocumentsQuery, useAcceptInvitation } from './invitation-acceptance-queries';
import {
  acceptFormRules,
  acceptRequest,
  INVALID_INVITATION_MESSAGE,
  isInvitationLinkUsable,
  type ConsentDocument,
} from './invitation-rules';

function ConsentDocuments({
  documents,
  accepted,
  onToggle,
  disabled,
}: {
  documents: readonly ConsentDocument[];
  accepted: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  disabled: boolean;
}) {
  const t = useT('invitationAcceptance');
  if (documents.length === 0) return null;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" fw={500} size="sm" mb={4}>
        {t('invitationAcceptance.accept.agreements')}
      </Text>
      {documents.map((document) => (
        <Group key={document.consentDocumentID} gap="xs" wrap="nowrap" justify="space-between">
          <Checkbox
            label={t('invitationAcceptance.accept.acceptDocument', {
              title: document.title,
              // A version as received, not a number in the display locale.
              version: String(document.version),
            })}
            checked={accepted.has(document.consentDocumentID)}
            onChange={(event) => onToggle(document.consentDocumentID, event.currentTarget.checked)}
            disabled={disabled}
          />
          <Anchor
            href={consentDocumentUrl(document.consentDocumentID)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t('invitationAcceptance.accept.readDocument', { title: document.title })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {t('invitationAcceptance.accept.read')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Accept Invitation (/invitations/accept/{token}/{email}, SPEC 2.6, 3, 5): consent checkboxes (`GET
 * api/consentdocuments`, each must be accepted), Display Name, Full Name, Password and Confirm Password, Locale and
 * Currency (never empty; en-GB and GBP by default, and the lists may be unavailable to an anonymous visitor).
 * Accept is enabled only when every rule holds; it posts the accept payload to `POST invitations/accept` and goes
 * to /invitations/approved. Errors show the server's message (SPEC 8 invitation catalogue); what was typed stays.
 */
export function InvitationAcceptScreen({ token, email }: { token: string; email: string }) {
  const t = useT('errors', 'forms', 'invitationAcceptance');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const documents = useQuery(consentDocumentsQuery());
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const accept = useAcceptInvitation(SECRET_MUTATION_OPTIONS);
  const listed = useMemo(() => documents.data ?? [], [documents.data]);
  const rules = useMemo(() => acceptFormRules(t, listed), [t, listed]);
  const form = useEditForm<AcceptForm>({
    initialValues: {
      userShortName: '',
      userFullName: '',
      password: '',
      confirm: '',
      locale: DEFAULT_LOCALE,
      defaultCurrency: DEFAULT_CURRENCY,
      acceptedDocumentIds: new Set<string>(),
    },
    validate: rules,
  });
  const values = form.values;
  // When a failure carries no message at all.
  const { error, submit: send } = useSecretSubmit(accept, { failedMessage: t('invitationAcceptance.accept.failed') });

  const usable = isInvitationLinkUsable(token, email);
  const ready = usable && documents.isSuccess && form.isValid();
  const busy = accept.isPending;

  const toggleDocument = (id: string, on: boolean) =>
    form.setFieldValue('acceptedDocumentIds', (current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    if (!ready) return;
    await send(
      { body: acceptRequest(token, email, form.getValues(), listed) },
      { onSuccess: () => navigate({ to: '/invitations/approved', replace: true }) },
    );
  };

  return (
    <PublicFormCard
      label={t('invitationAcceptance.accept.label')}
      intro={t('invitationAcceptance.accept.intro')}
      onSubmit={submit}
      autoComplete="off"
      maxWidth={720}
      py="md"
      linkProblem={usable ? null : t(INVALID_INVITATION_MESSAGE)}
      error={error}
      email={email}
    >
      {documents.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('invitationAcceptance.accept.loadingAgreements')}</Text>
        </Group>
      ) : documents.isError ? (
        <ErrorAlert title={t('invitationAcceptance.accept.agreementsUnavailable')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('invitationAcceptance.accept.agreementsFailed', {
                reason: errorMessage(documents.error, { emptyFallback: t('invitationAcceptance.accept.unknownError') }),
              })}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void documents.refetch()}
            >
              {t('invitationAcceptance.accept.tryAgain')}
            </Button>
          </Stack>
        </ErrorAlert>
      ) : (
        <ConsentDocuments
          documents={listed}
          accepted={values.acceptedDocumentIds}
          onToggle={toggleDocument}
          disabled={busy}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label={t(acceptFields.userShortName.label)}
          {...form.getInputProps('userShortName')}
          required
          maxLength={acceptFields.userShortName.maxLength}
          trim={acceptFields.userShortName.trim}
          disabled={busy}
          autoComplete="nickname"
        />
        <TextField
          label={t(acceptFields.userFullName.label)}
          {...form.getInputProps('userFullName')}
          required
          maxLength={acceptFields.userFullName.maxLength}
          trim={acceptFields.userFullName.trim}
          disabled={busy}
          autoComplete="name"
        />
      </SimpleGrid>
      <PasswordFields
        password={values.password}
        onPasswordChange={(value) => form.setFieldValue('password', value)}
        confirm={values.confirm}
        onConfirmChange={(value) => form.setFieldValue('confirm', value)}
        passwordLabel={t('invitationAcceptance.accept.password')}
        disabled={busy}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocaleSelect
          value={values.locale}
          onChange={(value) => form.setFieldValue('locale', value)}
          options={locales.data ?? []}
          disabled={busy}
        />
        <CurrencySelect
          value={values.defaultCurrency}
          onChange={(value) => form.setFieldValue('defaultCurrency', value)}
          options={currencies.data ?? []}
          disabled={busy}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" disabled={!ready} loading={busy}>
          {t('invitationAcceptance.accept.submit')}
        </Button>
      </Group>
    </PublicFormCard>
  );
}
