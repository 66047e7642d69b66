/**
 * The notices of someone else's save or delete (record-notices.tsx), same names and props, loaded on demand: a page
 * shows them only after a conflict, so their code and words (`conflicts`) are not in its cold open. A page that may
 * show them prefetches them once on screen (`usePrefetchConflicts(true, RECORD_NOTICE_BLOCKS)`); if they still cannot
 * be downloaded, the start-up's refusal message with Retry stands in (`ConflictBlock`).
 */
import { laterBlock } from '#/components/on-demand/later-block';
import { ConflictBlock } from '#/components/record-conflicts/conflict-block';
import { hasRecordChanges } from './record-changes';
import type { RecordChangesNoticeProps, RecordDeletedNoticeProps } from './record-notices';

const recordNotices = laterBlock(() => import('./record-notices'));

/** What a page that shows the notices prefetches. */
export const RECORD_NOTICE_BLOCKS = [recordNotices] as const;

/** The notice of someone else's save; nothing (and nothing downloaded) while there is nothing to tell. */
export function RecordChangesNotice(props: RecordChangesNoticeProps) {
  if (!hasRecordChanges(props.merge)) return null;
  return <ConflictBlock block={recordNotices} render={(block) => <block.RecordChangesNotice {...props} />} />;
}

/** The notice that someone else deleted the record. */
export function RecordDeletedNotice(props: RecordDeletedNoticeProps) {
  return <ConflictBlock block={recordNotices} render={(block) => <block.RecordDeletedNotice {...props} />} />;
}
