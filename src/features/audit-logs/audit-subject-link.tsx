import { Anchor } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink } from '#/components/router-links/router-links';
import { subjectLabel, subjectTarget, subjectWords, type AuditSubject } from './audit-subjects';

const SubjectHistoryDrawer = lazy(() => import('./subject-history-drawer'));

/** The link keeps its few words whole; the message beside it gives way. */
const LINK_STYLE = {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  whiteSpace: 'nowrap',
} as const;

/**
 * An audit entry's link to the record it is about and its history: the record's page with its History open, or,
 * for a deleted record (and one without a page of its own), a button that opens its history in a drawer.
 */
export function AuditSubjectLink({ subject }: { subject: AuditSubject }) {
  const t = useT('auditLogs');
  const [opened, setOpened] = useState(false);
  // The drawer's module loads on the first open and stays, so that closing it can animate.
  const [wanted, setWanted] = useState(false);
  // The drawer mounts already open, so Mantine does not know where the focus was: it goes back to the button here.
  const button = useRef<HTMLButtonElement>(null);
  const target = subjectTarget(subject);
  // Its name says the kind of record and begins with the words it shows (which a voice command can say).
  const label = subjectLabel(subject, t);
  const words = (
    <>
      <IconHistory size={14} aria-hidden />
      <span>{subjectWords(subject, t)}</span>
    </>
  );
  if (target.kind === 'page') {
    return (
      <AnchorLink {...target.link} size="xs" title={label} aria-label={label} style={LINK_STYLE}>
        {words}
      </AnchorLink>
    );
  }
  return (
    <>
      <Anchor
        component="button"
        type="button"
        ref={button}
        size="xs"
        title={label}
        aria-label={label}
        aria-haspopup="dialog"
        style={LINK_STYLE}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {words}
      </Anchor>
      {wanted ? (
        <Suspense fallback={null}>
          <SubjectHistoryDrawer
            subject={subject}
            title={label}
            page={target.page}
            opened={opened}
            onClose={() => {
              setOpened(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
