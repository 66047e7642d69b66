import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { ErrorCode, type components } from '#/api/schema.gen';
import { CopyButton } from '#/components/copy-button/copy-button';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { SelectField } from '#/components/form-fields/select-field';
import { SwitchField } from '#/components/form-fields/switch-field';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { asNewRecord } from '#/components/record-conflicts/record-versions';
import { failureCodeOf } from '#/lib/call-outcome';
import type { MessageKey } from '#/lib/messages/catalogues';
import { fieldLabels } from '#/lib/record-fields';
import { keyValueOptions } from '#/lib/select-options';
import {
  newOrganisation,
  organisationFields,
  organisationFormRules,
  parentOptions,
  posCoreLocked,
  toOrganisationChange,
  type OptionValue,
  type Organisation,
  type OrganisationChange,
} from './organisation-record';
import { organisationTypeOptions } from './organisation-types';
import { useOrganisationBatch } from './organisations-queries';

type IntegrationServerValues = components['schemas']['IntegrationServerValues'];

export interface OrganisationFormOptions {
  posCoreInstances: readonly OptionValue[];
  integrationServers: IntegrationServerValues;
  parents: readonly OptionValue[];
}

export interface OrganisationFormProps {
  /** The organisation as saved; null when creating. */
  original: Organisation | null;
  options: OrganisationFormOptions;
  /** After a successful save: the saved organisation and the record as it was before (null when created). */
  onSaved: (saved: Organisation, before: OrganisationChange | null) => Promise<void>;
  /** Cancel while creating (SPEC 4: discards the creation and selects the first root). */
  onDiscardCreate: () => void;
  /** Done: closes the form. */
  onClose: () => void;
  /** Reads the organisation again (on coming back to the page, after a refused save); none while creating. */
  reloadRecord?: () => Promise<unknown>;
}

type ServerKey =
  | 'remoteOrderServerInstanceID'
  | 'dataExtractionServerInstanceID'
  | 'partnerServerInstanceID'
  | 'reportingServerInstanceID';

const serverSelectors: {
  key: ServerKey;
  label: MessageKey<'organisations'>;
  values: keyof IntegrationServerValues;
}[] = [
  {
    key: 'remoteOrderServerInstanceID',
    label: 'organisations.form.remoteOrderServer',
    values: 'remoteOrderServerValues',
  },
  {
    key: 'dataExtractionServerInstanceID',
    label: 'organisations.form.dataExtractionServer',
    values: 'dataExtractionServerValues',
  },
  { key: 'partnerServerInstanceID', label: 'organisations.form.partnerServer', values: 'partnerServerValues' },
  { key: 'reportingServerInstanceID', label: 'organisations.form.reportingServer', values: 'reportingServerValues' },
];

/**
 * The organisation form of the organisations page (SPEC 2.4, SPEC 4 "Organisation form"): changes are held here
 * until Save; Save and Cancel appear once something changed. Organisation Code is editable only when creating;
 * Kapow is read-only; the POS Core selector is read-only once the organisation is initialised; the parent choices
 * exclude the organisation itself. Saves through `POST api/organisation/batch` with the organisation without
 * kapow; a coded error (OrganisationCodeAlreadyInUse, InvalidPOSCoreInstance) shows its message and marks the
 * field, and the typed values stay. A save carries the version the organisation was loaded at; an organisation
 * someone else deleted meanwhile can be created again (docs/editing.md).
 */
export function OrganisationForm({
  original,
  options,
  onSaved,
  onDiscardCreate,
  onClose,
  reloadRecord,
}: OrganisationFormProps) {
  const t = useT('forms', 'organisations');
  const errorMessage = useErrorMessage();
  const creating = original === null;
  const batch = useOrganisationBatch();
  const rules = useMemo(() => organisationFormRules(t), [t]);
  const typeOptions = useMemo(() => organisationTypeOptions(t), [t]);
  // The organisation as saved is the form's baseline (its initial values); the edits are the form's values.
  const form = useEditForm<OrganisationChange>({
    initialValues: original ?? newOrganisation(),
    source: original,
    validate: rules,
  });
  const draft = form.values;
  const locked = posCoreLocked(creating ? null : form.getInitialValues());

  const labels = useMemo(
    () => ({
      ...fieldLabels(t, organisationFields),
      organisationType: t('organisations.form.organisationType'),
      posCoreInstanceID: t('organisations.form.posCoreInstance'),
      ...Object.fromEntries(serverSelectors.map((selector) => [selector.key, t(selector.label)])),
      parentOrganisationID: t('organisations.form.parent'),
      active: t('organisations.form.active'),
      initialised: t('organisations.form.initialised'),
    }),
    [t],
  );
  // A chosen option by its name, as the selectors show it, for the fields two admins both changed.
  const optionName = (field: string, value: unknown): string | undefined => {
    const lists: Record<string, readonly OptionValue[]> = {
      posCoreInstanceID: options.posCoreInstances,
      parentOrganisationID: options.parents,
      ...Object.fromEntries(
        serverSelectors.map((selector) => [selector.key, options.integrationServers[selector.values]]),
      ),
    };
    if (field === 'organisationType') return typeOptions.find((option) => option.value === String(value))?.label;
    return lists[field]?.find((option) => option.key === value)?.value;
  };

  const save = async (asNew = false) => {
    const base = form.getInitialValues();
    const creatingNow = creating || asNew;
    let saved: Organisation | undefined;
    try {
      const values = form.getValues();
      const result = await batch.mutateAsync({
        body: { changes: [toOrganisationChange(asNew ? asNewRecord(values, 'organisationID') : values)], deletes: [] },
      });
      saved = result.changes?.[0];
    } catch (failure) {
      // A coded error marks its field (until the field changes); the typed values stay.
      const code = failureCodeOf(failure);
      if (code === ErrorCode.OrganisationCodeAlreadyInUse)
        form.setFieldError('organisationCode', errorMessage(failure));
      if (code === ErrorCode.InvalidPOSCoreInstance) form.setFieldError('posCoreInstanceID', errorMessage(failure));
      throw failure;
    }
    if (!saved) throw new Error(t('organisations.form.noSavedRecord'));
    form.setInitialValues(saved);
    form.reset();
    await onSaved(saved, creatingNow ? null : base);
    notifySuccess(t('organisations.form.saved', { name: saved.name }));
  };

  return (
    <EditPage
      title={t(creating ? 'organisations.form.createTitle' : 'organisations.form.editTitle')}
      loaded
      creating={creating}
      form={form}
      history={
        original?.organisationID
          ? { source: { kind: 'admin' }, subject: { type: 'Organisation', id: original.organisationID } }
          : undefined
      }
      onSave={() => save()}
      onRecreate={creating ? undefined : () => save(true)}
      reloadRecord={creating ? undefined : reloadRecord}
      fieldLabels={labels}
      formatFieldValue={optionName}
      onCancel={() => {
        if (creating) {
          form.clearErrors();
          onDiscardCreate();
          return;
        }
        form.reset();
      }}
      onDone={() => (creating ? onDiscardCreate() : onClose())}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t(organisationFields.organisationCode.label)}
            {...form.getInputProps('organisationCode')}
            required={creating}
            readOnly={!creating}
            maxLength={organisationFields.organisationCode.maxLength}
            trim
            description={creating ? undefined : t('organisations.form.codeOnlyOnCreate')}
            rightSection={
              creating ? undefined : (
                <CopyButton value={draft.organisationCode} label={t(organisationFields.organisationCode.label)} />
              )
            }
          />
          <TextField
            label={t(organisationFields.name.label)}
            {...form.getInputProps('name')}
            required
            maxLength={organisationFields.name.maxLength}
            trim
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('organisations.form.kapow')}
            value={draft.kapow ?? ''}
            placeholder={t('organisations.form.none')}
            readOnly
            rightSection={
              draft.kapow ? <CopyButton value={draft.kapow} label={t('organisations.form.kapow')} /> : undefined
            }
          />
          <SelectField
            label={t('organisations.form.organisationType')}
            value={String(draft.organisationType)}
            options={typeOptions}
            onChange={(value) => form.setFieldValue('organisationType', Number(value))}
          />
        </SimpleGrid>
        <SelectField
          label={t('organisations.form.posCoreInstance')}
          value={draft.posCoreInstanceID ?? null}
          options={keyValueOptions(options.posCoreInstances)}
          allowEmpty
          searchable
          placeholder={t('organisations.form.none')}
          readOnly={locked}
          description={locked ? t('organisations.form.posCoreLocked') : undefined}
          error={form.errors.posCoreInstanceID}
          onChange={(value) => form.setFieldValue('posCoreInstanceID', value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {serverSelectors.map((selector) => (
            <SelectField
              key={selector.key}
              label={t(selector.label)}
              value={draft[selector.key] ?? null}
              options={keyValueOptions(options.integrationServers[selector.values])}
              allowEmpty
              searchable
              placeholder={t('organisations.form.none')}
              onChange={(value) => form.setFieldValue(selector.key, value)}
            />
          ))}
        </SimpleGrid>
        <SelectField
          label={t('organisations.form.parent')}
          value={draft.parentOrganisationID ?? null}
          options={keyValueOptions(parentOptions(options.parents, draft.organisationID))}
          allowEmpty
          searchable
          placeholder={t('organisations.form.none')}
          onChange={(value) => form.setFieldValue('parentOrganisationID', value)}
        />
        <Group gap="xl">
          <SwitchField
            label={t('organisations.form.active')}
            checked={draft.active}
            onChange={(on) => form.setFieldValue('active', on)}
          />
          <SwitchField
            label={t('organisations.form.initialised')}
            checked={draft.initialised}
            onChange={(on) => form.setFieldValue('initialised', on)}
          />
        </Group>
      </Stack>
    </EditPage>
  );
}
