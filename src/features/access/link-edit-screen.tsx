import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { accessibleTeamValuesQuery, siteNodesQuery, userValuesQuery } from '#/api/queries/organisation-values';
import { LinkType } from '#/api/schema.gen';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import type { DeleteOptions } from '#/components/edit-page/use-save-delete';
import { SelectField } from '#/components/form-fields/select-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { SiteNodePicker, type RestrictionRef } from '#/components/site-node-picker/site-node-picker';
import { recordNouns } from '#/lib/grid-wording';
import { diffAssignments, diffRootNodes, isEmptyDiff } from '#/lib/link-diff';
import type { MessageKey } from '#/lib/messages/catalogues';
import {
  defaultGroupIds,
  formOf,
  linkFormChanged,
  linkTypeKeys,
  type LinkForm,
  type Assignment,
  type OrganisationUserLink,
  type RootNode,
  linkToSend,
  linkValuesFromHistory,
} from '#/lib/organisation-user-link';
import { DELETE_ERROR, LINK_LOAD_ERROR, SAVE_ERROR, failureMessage } from './access-error-messages';
import {
  linkAssignmentsQuery,
  linkListQuery,
  linkRootNodesQuery,
  permissionGroupLookupQuery,
  useLinkAssignmentsBatch,
  useLinkRootNodesBatch,
  useLinksBatch,
} from './access-queries';
import { PermissionGroupChecks } from './checkbox-groups';

/** Fields the form sets only when adding the link. */
const LOCKED_FIELDS = ['linkType', 'teamUserID'] as const;

/** The target selector's prompt and its list's failure, per link type (whole messages, no words pieced together). */
const chooseTarget = {
  [LinkType.User]: 'access.linkEdit.chooseUser',
  [LinkType.Team]: 'access.linkEdit.chooseTeam',
} as const satisfies Record<LinkType, MessageKey<'access'>>;
const listFailed = {
  [LinkType.User]: 'access.linkEdit.usersFailed',
  [LinkType.Team]: 'access.linkEdit.teamsFailed',
} as const satisfies Record<LinkType, MessageKey<'access'>>;

/** What the link holds on the server (as loaded, then as far as a save got). */
interface Baseline {
  link: OrganisationUserLink | null;
  assignments: Assignment[];
  rootNodes: RootNode[];
}

/**
 * Edit Access (links/edit/{id}): the route loads the link, its assignments and root nodes. A failed load, or a link
 * the list does not hold, shows SPEC 8's "There was an error loading this organisation link..." with Try again.
 * Once shown, a link that a later read no longer holds (someone removed it) stays on screen with the admin's edits:
 * their save then says so (docs/editing.md).
 */
export function LinkEditScreen({ orgId, id }: { orgId: string; id: string }) {
  const t = useT('access');
  const navigate = useNavigate();
  // What the route's load failed to get is loaded again by Try again only, not a second time on showing the screen.
  const links = useQuery({ ...linkListQuery(orgId), retryOnMount: false });
  const assignments = useQuery({ ...linkAssignmentsQuery(orgId, id), retryOnMount: false });
  const rootNodes = useQuery({ ...linkRootNodesQuery(orgId, id), retryOnMount: false });
  const found = links.data?.find((candidate) => candidate.organisationUserLinkID === id);
  const [shown, setShown] = useState(found);
  if (found && found !== shown) setShown(found);
  const link = found ?? shown;
  // One object per load of the three (the editor's `source`): a new one only when one of them was read again.
  const initial = useMemo(
    () =>
      link && assignments.data && rootNodes.data
        ? { link, assignments: assignments.data, rootNodes: rootNodes.data }
        : null,
    [link, assignments.data, rootNodes.data],
  );
  if (initial) {
    const readAgain = () => Promise.all([links.refetch(), assignments.refetch(), rootNodes.refetch()]);
    return <LinkEditor orgId={orgId} initial={initial} reloadRecord={readAgain} />;
  }
  const failures = [links, assignments, rootNodes].filter((query) => query.isError);
  const failed = failures.length > 0 || (links.isSuccess && !link);
  // Try again loads what failed (or the list, when it lacks the link), not what is there already.
  const reload = failures.length > 0 ? failures : [links];
  const backToList = () => void navigate({ to: '/organisation/$orgId/links', params: { orgId } });
  return (
    <EditPage
      title={t('access.linkEdit.editTitle')}
      loaded={false}
      loading={!failed}
      loadError={failed ? t(LINK_LOAD_ERROR) : null}
      loadFailure={failures[0]?.error}
      onRetryLoad={() => reload.forEach((query) => void query.refetch())}
      retryLoadLabel={t('access.linkEdit.tryAgain')}
      retryingLoad={reload.some((query) => query.isFetching)}
      onSave={() => Promise.resolve()}
      onCancel={backToList}
      onDone={backToList}
    />
  );
}

/** Add Access (links/create): a new user link, not an administrator, with no groups and no restrictions. */
export function LinkCreateScreen({ orgId }: { orgId: string }) {
  return <LinkEditor orgId={orgId} initial={{ link: null, assignments: [], rootNodes: [] }} />;
}

/**
 * Edit/Add Access (SPEC 2.5, 4 "Link edit"): target selector (User or Team; fixed once the link exists),
 * Organisation Administrator, permission groups (organisation defaults checked and disabled), outlet
 * restrictions, and the user's email for user links. Save commits the link (when new or changed; with a version,
 * always, so its version is checked first) through links/batch, then the added/deleted assignments and root nodes
 * through their batches, then returns to the list.
 * Coded errors (e.g. BadRequest_CannotDemoteSelf) show their SPEC 8 message, other failures SPEC 8's
 * "There was a problem saving changes..." / "There was a problem deleting this record...".
 */
function LinkEditor({
  orgId,
  initial,
  reloadRecord,
}: {
  orgId: string;
  initial: Baseline;
  /** Reads the link, its assignments and root nodes again (not while adding). */
  reloadRecord?: () => Promise<unknown>;
}) {
  const t = useT('errors', 'access', 'records', 'blocks');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<Baseline>(initial);
  // The link read again: what the server holds now is the baseline (the form merges it with the edits).
  const [loadedInitial, setLoadedInitial] = useState(initial);
  if (loadedInitial !== initial) {
    setLoadedInitial(initial);
    setBaseline(initial);
  }
  const editForm = useEditForm<LinkForm>({
    initialValues: formOf(initial),
    source: initial,
    validate: { teamUserID: (id, values) => (id ? null : t(chooseTarget[values.linkType])) },
    changed: linkFormChanged,
  });
  const form = editForm.values;
  const creating = baseline.link === null;
  const groups = useQuery(permissionGroupLookupQuery(orgId));
  const users = useQuery({ ...userValuesQuery(orgId), enabled: creating && form.linkType === LinkType.User });
  const teams = useQuery({ ...accessibleTeamValuesQuery(orgId), enabled: creating && form.linkType === LinkType.Team });
  // The pickers' own lists (one call each): name the groups and outlets two admins both changed.
  const siteNodes = useQuery(siteNodesQuery(orgId));
  const linksBatch = useLinksBatch(orgId);
  const assignmentsBatch = useLinkAssignmentsBatch();
  const rootNodesBatch = useLinkRootNodesBatch();

  const defaults = useMemo(() => defaultGroupIds(groups.data), [groups.data]);
  const targetLabel = t(linkTypeKeys[form.linkType]);
  const backToList = () => navigate({ to: '/organisation/$orgId/links', params: { orgId } });

  const fieldLabels = useMemo(
    () => ({
      isOrgAdmin: t('access.orgAdmin.label'),
      groupIds: t('access.checks.permissionGroups'),
      restrictions: t('blocks.siteNodePicker.label'),
    }),
    [t],
  );
  // The history names a link's groups and restrictions as the world records them (`permissionGroups`, `rootNodes`).
  const historyLabels = useMemo(
    () => ({
      isOrgAdmin: fieldLabels.isOrgAdmin,
      permissionGroups: fieldLabels.groupIds,
      rootNodes: fieldLabels.restrictions,
    }),
    [fieldLabels],
  );
  const formatFieldValue = (field: string, value: unknown): string | undefined => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    if (field === 'groupIds') {
      const name = (id: unknown) => groups.data?.find((group) => group.userPermissionGroupID === id)?.name;
      return value.map((id) => name(id) ?? String(id)).join(', ');
    }
    if (field === 'restrictions') {
      const name = (ref: unknown) => {
        const nodeID: unknown = ref !== null && typeof ref === 'object' ? (ref as RestrictionRef).nodeID : ref;
        return siteNodes.data?.find((node) => node.nodeID === nodeID)?.name ?? String(nodeID);
      };
      return value.map(name).join(', ');
    }
    return undefined;
  };

  /** Sends what the form holds beyond `from` (what the server holds: the baseline, or nothing when adding again). */
  const save = async (from: Baseline = baseline) => {
    const form = editForm.getValues();
    const progress: Baseline = { ...from };
    try {
      let link = progress.link;
      // First: a versioned link is sent even unchanged, so a link someone deleted shows as deleted, not as a 404.
      const record = linkToSend(link, form, orgId);
      if (record !== null) {
        const saved = await linksBatch.mutateAsync({
          params: { path: { orgId } },
          body: { changes: [record], deletes: [] },
        });
        const savedLink = saved.changes?.[0];
        link = savedLink?.organisationUserLinkID ? savedLink : link ? { ...link, ...record } : null;
        progress.link = link;
      }
      if (!link?.organisationUserLinkID) throw new Error(t(SAVE_ERROR));
      const linkId = link.organisationUserLinkID;

      const assignmentDiff = diffAssignments(linkId, progress.assignments, form.groupIds, defaults);
      if (!isEmptyDiff(assignmentDiff)) {
        const saved = await assignmentsBatch.mutateAsync({
          params: { path: { orgId, id: linkId } },
          body: { changes: assignmentDiff.added, deletes: assignmentDiff.deleted },
        });
        progress.assignments = [
          ...progress.assignments.filter(
            (assignment) => !assignmentDiff.deleted.includes(assignment.userPermissionGroupAssignmentID ?? ''),
          ),
          ...(saved.changes ?? assignmentDiff.added),
        ];
      }

      const rootNodeDiff = diffRootNodes(linkId, progress.rootNodes, form.restrictions);
      if (!isEmptyDiff(rootNodeDiff)) {
        const saved = await rootNodesBatch.mutateAsync({
          params: { path: { orgId, id: linkId } },
          body: { changes: rootNodeDiff.added, deletes: rootNodeDiff.deleted },
        });
        progress.rootNodes = [
          ...progress.rootNodes.filter((node) => !rootNodeDiff.deleted.includes(node.nodeID)),
          ...(saved.changes ?? rootNodeDiff.added),
        ];
      }
    } catch (error) {
      // Keep what was committed, so trying again sends only what is still missing (and never a second link).
      setBaseline(progress);
      editForm.setInitialValues(formOf(progress));
      throw new Error(failureMessage(t, error, SAVE_ERROR), { cause: error });
    }
    notifySuccess(t(from.link === null ? 'access.linkEdit.added' : 'access.linkEdit.saved'));
    await backToList();
  };

  const remove = async ({ version }: DeleteOptions) => {
    const linkId = baseline.link?.organisationUserLinkID;
    if (!linkId) return;
    try {
      await linksBatch.mutateAsync({
        params: { path: { orgId } },
        body: { changes: [], deletes: [linkId], ...deleteVersionsOf(linkId, version ?? baseline.link?.version) },
      });
    } catch (error) {
      throw new Error(failureMessage(t, error, DELETE_ERROR), { cause: error });
    }
    notifySuccess(t('access.linkEdit.removed'));
    await backToList();
  };

  const targetOptions =
    form.linkType === LinkType.User
      ? (users.data ?? []).map((option) => ({ value: String(option.key), label: option.value }))
      : (teams.data ?? []).map((option) => ({ value: String(option.key), label: option.value, group: option.group }));
  const targetQuery = form.linkType === LinkType.User ? users : teams;

  return (
    <EditPage
      title={t(creating ? 'access.linkEdit.addTitle' : 'access.linkEdit.editTitle')}
      loaded
      creating={creating}
      form={editForm}
      history={
        baseline.link?.organisationUserLinkID
          ? {
              source: { kind: 'organisation', orgId },
              subject: { type: 'OrganisationUserLink', id: baseline.link.organisationUserLinkID },
              fieldLabels: historyLabels,
              valuesForForm: linkValuesFromHistory,
              // A link's target is chosen when it is added, never changed.
              lockedFields: LOCKED_FIELDS,
            }
          : undefined
      }
      onSave={() => save()}
      // Someone else removed the link: added again with the form's target, groups and restrictions.
      onRecreate={creating ? undefined : () => save({ link: null, assignments: [], rootNodes: [] })}
      reloadRecord={creating ? undefined : reloadRecord}
      fieldLabels={fieldLabels}
      formatFieldValue={formatFieldValue}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      onDelete={remove}
      recordName={
        baseline.link?.teamUserName ? t('access.linkEdit.recordName', { name: baseline.link.teamUserName }) : ''
      }
      recordNoun={recordNouns.access}
    >
      <Stack gap="lg">
        <Stack gap="md" maw={560}>
          <Radio.Group
            label={t('access.linkEdit.accessFor')}
            value={String(form.linkType)}
            onChange={(next) => {
              editForm.setFieldValue('linkType', Number(next) === LinkType.Team ? LinkType.Team : LinkType.User);
              editForm.setFieldValue('teamUserID', null);
            }}
          >
            <Group gap="lg" mt={6}>
              <Radio value={String(LinkType.User)} label={t(linkTypeKeys[LinkType.User])} disabled={!creating} />
              <Radio value={String(LinkType.Team)} label={t(linkTypeKeys[LinkType.Team])} disabled={!creating} />
            </Group>
          </Radio.Group>
          {creating ? (
            <SelectField
              label={targetLabel}
              value={form.teamUserID}
              options={targetOptions}
              onChange={(next) => editForm.setFieldValue('teamUserID', next)}
              searchable
              required
              placeholder={t(targetQuery.isPending ? 'access.linkEdit.loading' : chooseTarget[form.linkType])}
              // Save stays disabled until a target is chosen: the rule shows no message of its own here.
              error={
                targetQuery.isError
                  ? t(listFailed[form.linkType], {
                      reason: errorMessage(targetQuery.error, { emptyFallback: t('access.serverError') }),
                    })
                  : undefined
              }
              onRetry={targetQuery.isError ? () => void targetQuery.refetch() : undefined}
              retrying={targetQuery.isFetching}
            />
          ) : (
            <TextInput label={targetLabel} value={baseline.link?.teamUserName ?? form.teamUserID ?? ''} readOnly />
          )}
          {!creating && form.linkType === LinkType.User && (
            <TextInput label={t('access.linkEdit.email')} value={baseline.link?.userEmail ?? ''} readOnly />
          )}
          <Checkbox
            label={t('access.orgAdmin.label')}
            description={t('access.orgAdmin.description')}
            checked={form.isOrgAdmin}
            onChange={(event) => editForm.setFieldValue('isOrgAdmin', event.currentTarget.checked)}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <PermissionGroupChecks
            orgId={orgId}
            value={form.groupIds}
            onChange={(next) => editForm.setFieldValue('groupIds', next)}
          />
          <SiteNodePicker
            orgId={orgId}
            value={form.restrictions}
            onChange={(next) => editForm.setFieldValue('restrictions', next)}
            description={t('access.linkEdit.restrictions')}
          />
        </SimpleGrid>
      </Stack>
    </EditPage>
  );
}
