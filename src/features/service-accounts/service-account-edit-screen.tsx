import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Input, Stack, TextInput } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { CopyButton } from '#/components/copy-button/copy-button';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { SelectField } from '#/components/form-fields/select-field';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { SiteNodePicker, type RestrictionRef } from '#/components/site-node-picker/site-node-picker';
import { recordNouns } from '#/lib/grid-wording';
import { fieldLabels } from '#/lib/record-fields';
import { screenFailure, screenFailureMessage } from '#/lib/screen-failure';
import { SERVICE_ACCOUNT_TYPES, serviceAccountTypeName } from '#/lib/service-account-types';
import { ResetPassword } from './reset-password';
import {
  serviceAccountFields,
  serviceAccountTypeField,
  type ServiceAccount,
  type ServiceAccountChange,
} from './service-account-record';
import {
  INTEGRATION_SERVER_PERMISSIONS,
  RESTRICTION_FIELDS,
  integrationServerPermissionName,
  offersIntegrationServerPermissions,
  serviceAccountChanged,
  serviceAccountFormRules,
  serviceAccountMessages,
  serviceAccountValueText,
  toPostedServiceAccount,
  toggleIntegrationServerPermission,
  withServiceAccountType,
} from './service-account-rules';
import { serviceAccountQuery, useServiceAccountBatch } from './service-accounts-queries';

/**
 * Organisation > Edit Service Account (SPEC 2.5, 4 "Service account"): Service Account ID (read-only), Name, Type,
 * Integration Server Permissions (Integration Server only), a single-root site restriction, and the password
 * reset. Saves and deletes through `POST serviceaccounts/batch`; Done, Cancel and a successful save or delete
 * return to the list. A save or delete carries the version the account was loaded at; an account someone else
 * deleted meanwhile can be created again (docs/editing.md).
 */
export function ServiceAccountEditScreen({ orgId, id }: { orgId: string; id: string }) {
  const t = useT('serviceAccounts', 'errors', 'forms', 'records');
  const navigate = useNavigate();
  const { data: original, refetch } = useSuspenseQuery(serviceAccountQuery(orgId, id));
  // The picker's own list (one call for both): names the restriction when two admins both changed it.
  const siteNodes = useQuery(siteNodesQuery(orgId));
  const batch = useServiceAccountBatch(orgId);
  const validate = useMemo(() => serviceAccountFormRules(t), [t]);
  const typeOptions = useMemo(
    () => SERVICE_ACCOUNT_TYPES.map((type) => ({ value: String(type), label: serviceAccountTypeName(type, t) })),
    [t],
  );
  const form = useEditForm<ServiceAccount>({
    initialValues: original,
    source: original,
    validate,
    changed: serviceAccountChanged,
    mergeTogether: [RESTRICTION_FIELDS],
  });
  const account = form.values;
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);

  const restriction: RestrictionRef[] =
    account.rootNodeID && account.rootNodeType !== null
      ? [{ nodeID: account.rootNodeID, nodeType: account.rootNodeType }]
      : [];
  const knownNames =
    original.rootNodeID && original.rootNodeName ? { [original.rootNodeID]: original.rootNodeName } : undefined;
  const permissions = account.integrationServerPermissions;

  const backToList = () => navigate({ to: '/organisation/$orgId/serviceaccounts', params: { orgId } });
  const labels = useMemo(
    () => ({
      ...fieldLabels(t, serviceAccountFields),
      serviceAccountType: t(serviceAccountTypeField.label),
      integrationServerPermissions: t('serviceAccounts.edit.permissions'),
      [RESTRICTION_FIELDS[0]]: t('serviceAccounts.edit.restriction'),
    }),
    [t],
  );
  const nodeName = (nodeID: string) =>
    siteNodes.data?.find((node) => node.nodeID === nodeID)?.name ?? knownNames?.[nodeID];
  const send = async (record: ServiceAccountChange) => {
    setResetError(null);
    try {
      await batch.mutateAsync({
        params: { path: { orgId } },
        body: { changes: [toPostedServiceAccount(record)], deletes: [] },
      });
    } catch (error) {
      throw screenFailure(t, t(serviceAccountMessages.save), error);
    }
    notifySuccess(t('serviceAccounts.edit.saved'));
    await backToList();
  };

  return (
    <EditPage
      title={t('serviceAccounts.edit.title')}
      loaded
      form={form}
      history={{ source: { kind: 'organisation', orgId }, subject: { type: 'ServiceAccount', id } }}
      saving={resetting}
      error={resetError}
      onDismissError={() => setResetError(null)}
      onSave={() => send(form.getValues())}
      onRecreate={() => send(asNewRecord(form.getValues(), 'serviceAccountID'))}
      reloadRecord={refetch}
      fieldLabels={labels}
      formatFieldValue={(field, value) => serviceAccountValueText(field, value, t, nodeName)}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      recordName={original.name}
      recordNoun={recordNouns.serviceAccount}
      onDelete={async ({ version }) => {
        setResetError(null);
        try {
          await batch.mutateAsync({
            params: { path: { orgId } },
            body: { changes: [], deletes: [id], ...deleteVersionsOf(id, version ?? original.version) },
          });
        } catch (error) {
          throw screenFailure(t, t(serviceAccountMessages.delete), error);
        }
        notifySuccess(t('serviceAccounts.edit.deleted'));
        await backToList();
      }}
      editActions={
        <ResetPassword
          orgId={orgId}
          id={id}
          onBusyChange={setResetting}
          onFailure={(failure) =>
            setResetError(failure ? screenFailureMessage(t, t(serviceAccountMessages.resetPassword), failure) : null)
          }
        />
      }
    >
      <LoadingOverlay loading={resetting} loadingText={t('serviceAccounts.edit.generating')}>
        <Stack gap="md" maw={760}>
          <TextInput
            label={t('serviceAccounts.edit.accountId')}
            value={account.serviceAccountID ?? ''}
            readOnly
            rightSection={
              <CopyButton value={account.serviceAccountID ?? ''} label={t('serviceAccounts.edit.accountId')} />
            }
          />
          <TextField
            label={t(serviceAccountFields.name.label)}
            {...form.getInputProps('name')}
            required={serviceAccountFields.name.required}
            maxLength={serviceAccountFields.name.maxLength}
            trim
            placeholder={t(serviceAccountFields.name.placeholder)}
          />
          <SelectField
            label={t(serviceAccountTypeField.label)}
            description={t(serviceAccountTypeField.description)}
            placeholder={t('serviceAccounts.edit.chooseType')}
            options={typeOptions}
            value={
              typeOptions.some((option) => option.value === String(account.serviceAccountType))
                ? String(account.serviceAccountType)
                : null
            }
            required
            error={form.errors.serviceAccountType}
            onChange={(value) => {
              const type = SERVICE_ACCOUNT_TYPES.find((candidate) => String(candidate) === value);
              if (type === undefined) return;
              const next = withServiceAccountType(form.getValues(), type);
              form.setFieldValue('integrationServerPermissions', next.integrationServerPermissions);
              form.setFieldValue('serviceAccountType', next.serviceAccountType);
            }}
          />
          {offersIntegrationServerPermissions(account.serviceAccountType) ? (
            <Input.Wrapper
              label={t('serviceAccounts.edit.permissions')}
              description={t('serviceAccounts.edit.permissionsDescription')}
              labelElement="div"
            >
              <Stack gap="xs" mt="xs" role="group" aria-label={t('serviceAccounts.edit.permissions')}>
                {INTEGRATION_SERVER_PERMISSIONS.map((permission) => (
                  <Checkbox
                    key={permission}
                    label={integrationServerPermissionName(permission, t)}
                    checked={permissions.includes(permission)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      form.setFieldValue('integrationServerPermissions', (current) =>
                        toggleIntegrationServerPermission(current, permission, on),
                      );
                    }}
                  />
                ))}
              </Stack>
            </Input.Wrapper>
          ) : null}
          <SiteNodePicker
            orgId={orgId}
            mode="single"
            label={t('serviceAccounts.edit.restriction')}
            description={t('serviceAccounts.edit.restrictionDescription')}
            emptyText={t('serviceAccounts.edit.noRestriction')}
            value={restriction}
            knownNames={knownNames}
            onChange={(next) => {
              const chosen = next[0];
              form.setFieldValue('rootNodeID', chosen?.nodeID ?? null);
              form.setFieldValue('rootNodeType', chosen?.nodeType ?? null);
            }}
          />
        </Stack>
      </LoadingOverlay>
    </EditPage>
  );
}
