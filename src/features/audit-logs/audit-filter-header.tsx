import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import { useStandInFocus } from '#/components/on-demand/stand-in-focus';

// The popover and the editors are not needed to show the log; they load beside its first page.
const useFilterBlock = onDemandBlock(() => import('./audit-filter-block'));

/** The editors of the filter popover, handed to `renderEditor` once loaded. */
export type AuditFilterEditors = Pick<
  typeof import('./audit-filter-block'),
  'TypeEditor' | 'TextEditor' | 'CreatedEditor'
>;

export interface AuditFilterHeaderProps<D> {
  /** The column header (e.g. "Type"). */
  label: string;
  /** A few words shown after the header, small (e.g. the time zone of the Created column). */
  hint?: string;
  /** The badge of an applied filter (e.g. the count of types, or "Filtered"); null when not filtered. */
  badge: string | null;
  /** Accessible text of the badge (e.g. "3 types selected"). */
  badgeLabel?: string;
  /** The draft the popover starts from (the applied filter). */
  initial: () => D;
  /** The filter editor. `apply` applies the draft at once (e.g. Enter in a text box). */
  renderEditor: (editors: AuditFilterEditors, draft: D, setDraft: (draft: D) => void, apply: () => void) => ReactNode;
  /** A problem that stops Apply (its text, already translated), or null. */
  problem?: (draft: D) => string | null;
  onApply: (draft: D) => void;
  /** Popover width (px). */
  width?: number;
}

/**
 * A column header of the audit log table with its filter (SPEC 2.4 "Audit Logs"): the edit icon opens a popover
 * with the filter and Apply / Cancel; Cancel (or a click outside, or Escape) drops the draft. A click that comes
 * before the popover has loaded opens it once it is in; if it cannot be downloaded, the route's error screen says so.
 */
export function AuditFilterHeader<D>({
  label,
  hint,
  badge,
  badgeLabel,
  initial,
  renderEditor,
  problem,
  onApply,
  width = 300,
}: AuditFilterHeaderProps<D>) {
  const t = useT('auditLogs');
  const block = useFilterBlock();
  const loaded = block.status === 'loaded';
  const [opened, setOpened] = useState(false);
  // Asked for before the popover was in: it opens once it is.
  const [asked, setAsked] = useState(false);
  const [draft, setDraft] = useState<D>(initial);
  const blocking = problem ? problem(draft) : null;
  if (asked && block.status === 'failed') throw block.error;

  // The icon is mounted again inside the popover's target when the block arrives: it gets back the focus it had
  // (noted as the stand-in leaves), and a popover asked for opens a frame later, mounted closed first, so that it
  // returns the focus to the icon when it closes.
  const { trackStandIn, restoreFocus } = useStandInFocus<HTMLButtonElement>();
  useEffect(() => {
    if (!loaded || !asked) return undefined;
    const frame = requestAnimationFrame(() => {
      setAsked(false);
      setOpened(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, asked]);

  const open = () => {
    setDraft(initial());
    if (loaded) setOpened(true);
    else setAsked(true);
  };
  const apply = () => {
    if (blocking) return;
    setOpened(false);
    onApply(draft);
  };
  const target = (
    <ActionIcon
      ref={loaded ? restoreFocus : trackStandIn}
      variant="subtle"
      color={badge !== null ? 'indigo' : 'gray'}
      size="sm"
      aria-label={t('auditLogs.filter.open', { column: label })}
      aria-busy={asked ? true : undefined}
      onClick={() => (opened ? setOpened(false) : open())}
    >
      <IconPencil size={14} />
    </ActionIcon>
  );

  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} size="sm">
        {label}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" truncate="end" title={hint} style={{ minWidth: 0 }}>
          {hint}
        </Text>
      ) : null}
      {badge !== null ? (
        <Badge
          size="sm"
          variant="filled"
          aria-label={badgeLabel ?? t('auditLogs.filter.filteredLabel', { column: label })}
        >
          {badge}
        </Badge>
      ) : null}
      {block.status === 'loaded' ? (
        <block.module.AuditFilterPopover
          opened={opened}
          onOpenedChange={setOpened}
          width={width}
          target={target}
          editor={renderEditor(block.module, draft, setDraft, apply)}
          blocking={blocking}
          apply={apply}
        />
      ) : (
        target
      )}
    </Group>
  );
}
