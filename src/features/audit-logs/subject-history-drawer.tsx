// Loaded on demand when an audit entry's history is first opened (audit-subject-link.tsx), with Mantine's Drawer, so
// the audit log's first paint carries none of it; the History panel loads on demand in turn.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Stack, Text } from '@mantine/core';
import { RecordHistory } from '#/components/history/lazy-record-history';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink } from '#/components/router-links/router-links';
import type { AppLink } from '#/lib/app-link';
import type { AuditSubject } from './audit-subjects';

/** A super user reads any record's history (listRecordHistory), a deleted one's too. */
const ADMIN_SOURCE = { kind: 'admin' } as const;

export interface SubjectHistoryDrawerProps {
  subject: AuditSubject;
  /** The drawer's title: the words of the link that opened it. */
  title: string;
  /** Where the record is listed, when it has no page of its own and still exists. */
  page: AppLink | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A record's history over the audit log, for a record its own page cannot show: one deleted since (its edit page
 * would answer that it no longer exists) or one listed on its organisation's page (an invitation, an acceptance).
 */
export default function SubjectHistoryDrawer({ subject, title, page, opened, onClose }: SubjectHistoryDrawerProps) {
  const t = useT('auditLogs');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('auditLogs.subjectDrawer.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('auditLogs.subjectDrawer.id', { id: subject.id })}
        </Text>
        {subject.deleted ? <Text size="sm">{t('auditLogs.subjectDrawer.deleted')}</Text> : null}
        {page ? (
          <AnchorLink {...page} size="sm">
            {t('auditLogs.subjectDrawer.openPage')}
          </AnchorLink>
        ) : null}
        <RecordHistory source={ADMIN_SOURCE} subject={{ type: subject.type, id: subject.id }} />
      </Stack>
    </Drawer>
  );
}
