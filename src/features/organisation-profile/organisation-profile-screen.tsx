import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { textRule, trimmedText } from '#/lib/field-text';
import { organisationProfileQuery, useSaveOrganisationProfile } from './organisation-profile-queries';

type OrganisationProfile = components['schemas']['OrganisationProfile'];

const nameRules = { required: true, maxLength: limits.OrganisationProfile.name.maxLength, trim: true } as const;

/**
 * Edit Organisation Profile (SPEC 2.5): the organisation's name. Save posts the full record, with the version it was
 * loaded at, to POST /api/organisation/{orgId}/profile; Save, Cancel and Done return two levels up, to the
 * Organisation Summary. A profile cannot be created here: if its organisation was deleted meanwhile, the page offers
 * Discard only (docs/editing.md).
 */
export function OrganisationProfileScreen({ orgId }: { orgId: string }) {
  const t = useT('forms', 'organisationProfile');
  const navigate = useNavigate();
  const profileFormRules = useMemo(() => ({ name: textRule(t, t('organisationProfile.name'), nameRules) }), [t]);
  const { data: original, refetch } = useSuspenseQuery(organisationProfileQuery(orgId));
  const save = useSaveOrganisationProfile(orgId);
  const form = useEditForm<OrganisationProfile>({
    initialValues: original,
    source: original,
    validate: profileFormRules,
  });
  const back = () => navigate({ to: '/organisation/$orgId', params: { orgId } });
  const labels = useMemo(() => ({ name: t('organisationProfile.name') }), [t]);

  return (
    <EditPage
      title={t('organisationProfile.title')}
      loaded
      form={form}
      history={{ source: { kind: 'organisation', orgId }, subject: { type: 'Organisation', id: orgId } }}
      onSave={async () => {
        const profile = form.getValues();
        await save.mutateAsync({
          params: { path: { orgId } },
          body: { ...profile, name: trimmedText(profile.name) },
        });
        notifySuccess(t('organisationProfile.saved'));
        await back();
      }}
      reloadRecord={refetch}
      fieldLabels={labels}
      onCancel={() => void back()}
      onDone={() => void back()}
    >
      <Stack gap="md" maw={560}>
        <TextField
          label={t('organisationProfile.name')}
          {...form.getInputProps('name')}
          required
          maxLength={nameRules.maxLength}
          trim
          placeholder={t('organisationProfile.namePlaceholder')}
        />
      </Stack>
    </EditPage>
  );
}
