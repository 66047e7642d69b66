/**
 * SummaryCard: one card of a summary screen (SPEC 2.4 admin summary, SPEC 2.5 organisation summary, SPEC 9).
 *
 * A bordered `<section>` named by its title: an icon and the title on top, then optionally a count badge
 * (`count`, already formatted for the locale; labelled "<title> count"), then the content. `links` stand in the
 * header (the default) or, with `linksAt="footer"`, under the content. With `scrollAbove` the content scrolls once it is
 * taller than that many pixels (SPEC 9: summary card lists scroll above 200). Lists are `SummaryList` of `SummaryRow`
 * (summary-list.tsx): a long name is cut, never what follows it.
 */
import '@mantine/core/styles/Card.css';
import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { ScrollAreaAutosize } from '#/components/scroll-area/lazy-scroll-area';

export interface SummaryCardProps {
  title: string;
  icon: ReactNode;
  /** A count shown as a badge next to the title, formatted by the caller. */
  count?: string;
  /** The card's links (anchors to the screens it summarises). */
  links?: ReactNode;
  /** Where the links stand: in the header (default) or under the content. */
  linksAt?: 'header' | 'footer';
  /** The content scrolls above this height (px). */
  scrollAbove?: number;
  children: ReactNode;
}

export function SummaryCard({
  title,
  icon,
  count,
  links,
  linksAt = 'header',
  scrollAbove,
  children,
}: SummaryCardProps) {
  const t = useT('blocks');
  const headingId = useId();
  const headerLinks = linksAt === 'header' ? links : null;
  const footerLinks = linksAt === 'footer' ? links : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        {/* The links go under the title where both do not fit, so the title keeps its words whole; a word longer than
            the card still breaks (src/app/theme.module.css). German titles run long. */}
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {icon}
            <Title order={3} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {count !== undefined && (
            <Badge
              variant="light"
              size="lg"
              style={{ flexShrink: 0 }}
              aria-label={t('blocks.summaryCard.count', { title })}
            >
              {count}
            </Badge>
          )}
          {headerLinks ? (
            <Group gap="sm" wrap="wrap" justify="flex-end">
              {headerLinks}
            </Group>
          ) : null}
        </Group>
        {scrollAbove === undefined ? children : <SummaryScroll maxHeight={scrollAbove}>{children}</SummaryScroll>}
        {footerLinks ? (
          <Group gap="md" mt="auto">
            {footerLinks}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * A card's content that scrolls up and down once taller than `maxHeight` (px), never sideways: a long row is cut
 * (SummaryRow) rather than pushing the ends of the rows out of the card.
 */
export function SummaryScroll({
  maxHeight,
  children,
  'data-testid': testId,
}: {
  maxHeight: number;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <ScrollAreaAutosize
      mah={maxHeight}
      type="auto"
      scrollbars="y"
      offsetScrollbars="y"
      // The scrolling area and its content take the card's width, whatever the width of its widest row: without
      // this, Autosize's flex wrapper and its content (min-content since Mantine 9) grow to the rows' full (uncut)
      // width and the ends of the rows fall outside the card.
      styles={{ root: { contain: 'inline-size' }, content: { minWidth: 0 } }}
      data-testid={testId}
    >
      {children}
    </ScrollAreaAutosize>
  );
}
