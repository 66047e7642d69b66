import { useMemo, useState } from 'react';
import { AuditCategory } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { searchText } from '#/lib/search-text';
import type { CreatedDraft } from './audit-filter-block';
import { AuditFilterHeader } from './audit-filter-header';
import {
  auditTypesOf,
  createdMinutes,
  createdRangeProblem,
  type AuditSearch,
  type AuditTextFilter,
} from './audit-filters';
import { auditCategories, type AuditLogTypeDescription } from './audit-types';

// The filters of the audit log's column headers (SPEC 2.4 "Audit Logs"): types by category, a text, a time range.
export function TypeFilterHeader({
  selected,
  descriptions,
  onApply,
}: {
  selected: readonly number[];
  descriptions: readonly AuditLogTypeDescription[];
  onApply: (types: number[] | undefined) => void;
}) {
  const t = useT('auditLogs');
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () =>
      auditCategories
        .map((category) => ({
          category,
          items: descriptions.filter((description) => {
            const known = auditCategories.includes(description.category)
              ? description.category
              : AuditCategory.Unclassified;
            return known === category && description.name.toLowerCase().includes(query.trim().toLowerCase());
          }),
        }))
        .filter((group) => group.items.length > 0),
    [descriptions, query],
  );
  const count = selected.length;
  return (
    <AuditFilterHeader<number[]>
      label={t('auditLogs.column.type')}
      badge={count > 0 ? String(count) : null}
      badgeLabel={t('auditLogs.typeFilter.selectedLabel', { count })}
      initial={() => [...selected]}
      width={340}
      onApply={(draft) => {
        setQuery('');
        onApply(auditTypesOf(draft));
      }}
      renderEditor={({ TypeEditor }, draft, setDraft) => (
        <TypeEditor
          query={query}
          onQueryChange={setQuery}
          groups={groups}
          anyTypes={descriptions.length > 0}
          draft={draft}
          setDraft={setDraft}
        />
      )}
    />
  );
}

export function TextFilterHeader({
  label,
  field,
  search,
  onApply,
}: {
  label: string;
  field: AuditTextFilter;
  search: AuditSearch;
  onApply: (field: AuditTextFilter, value: string | undefined) => void;
}) {
  const t = useT('auditLogs');
  const value = search[field];
  return (
    <AuditFilterHeader<string>
      label={label}
      badge={value !== undefined ? t('auditLogs.filter.filtered') : null}
      badgeLabel={t('auditLogs.filter.filteredLabel', { column: label })}
      initial={() => value ?? ''}
      onApply={(draft) => onApply(field, searchText(draft))}
      renderEditor={({ TextEditor }, draft, setDraft, apply) => (
        <TextEditor label={label} draft={draft} setDraft={setDraft} apply={apply} />
      )}
    />
  );
}

export function CreatedFilterHeader({
  search,
  zone,
  onApply,
}: {
  search: AuditSearch;
  /** The time zone the times are shown and picked in ("Europe/Berlin (GMT+2)"). */
  zone: string;
  onApply: (from: string | undefined, to: string | undefined) => void;
}) {
  const t = useT('auditLogs');
  const filtered = search.from !== undefined || search.to !== undefined;
  const label = t('auditLogs.column.created');
  return (
    <AuditFilterHeader<CreatedDraft>
      label={label}
      hint={zone}
      badge={filtered ? t('auditLogs.filter.filtered') : null}
      badgeLabel={t('auditLogs.filter.filteredLabel', { column: label })}
      initial={() => createdMinutes(search.from, search.to)}
      problem={(draft) => {
        const problem = createdRangeProblem(draft.from, draft.to);
        return problem === null ? null : t(problem);
      }}
      onApply={(draft) => onApply(draft.from, draft.to)}
      renderEditor={({ CreatedEditor }, draft, setDraft) => (
        <CreatedEditor zone={zone} draft={draft} setDraft={setDraft} />
      )}
    />
  );
}
