import { Button, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { HISTORY_HASH } from '#/lib/edit-links';
import { RecordHistory } from './lazy-record-history';
import type { RecordHistoryProps } from './record-history';

function hashAsksForHistory(): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#${HISTORY_HASH}`;
}

/** Scrolled to, the heading keeps clear of the sticky header (56 px). */
const SECTION_STYLE = { marginTop: 'var(--mantine-spacing-lg)', scrollMarginTop: 72 } as const;

/**
 * A record's History section below its form: a heading whose button opens it (downloading the panel then, never
 * before), open and scrolled into view at once when the URL's hash is `#history`.
 */
export function HistorySection(props: RecordHistoryProps) {
  const t = useT('forms');
  const headingId = useId();
  const panelId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(hashAsksForHistory);
  useEffect(() => {
    const reveal = () => {
      if (!hashAsksForHistory()) return;
      setOpen(true);
      sectionRef.current?.scrollIntoView?.({ block: 'start' });
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return (
    <section ref={sectionRef} id={HISTORY_HASH} aria-labelledby={headingId} style={SECTION_STYLE}>
      <Stack gap="xs">
        <Title order={3} id={headingId}>
          <Button
            variant="subtle"
            size="compact-md"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {t('forms.editPage.history')}
          </Button>
        </Title>
        {open ? (
          <div id={panelId}>
            <RecordHistory {...props} />
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
