/**
 * SummaryCard: one card of a summary screen (SPEC 2.4 admin summary, SPEC 2.5 organisation summary, SPEC 9).
 *
 * A bordered `<section>` named by its title: an icon and the title on top, then optionally a count badge
 * (`count`, already formatted for the locale; labelled "<title> count"), then the content. `links` stand in the
 * header (the default) or, with `linksAt="footer"`, under the content. With `scrollAbove` the content scrolls once it is
 * taller than that many pixels (SPEC 9: summary card lists scroll above 200).
 */
import { useId, type ReactNode } from 'react';
import { Badge, Card, Group, ScrollArea, Stack, Title } from '@mantine/core';

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

export function SummaryCard({ title, icon, count, links, linksAt = 'header', scrollAbove, children }: SummaryCardProps) {
  const headingId = useId();
  const headerLinks = linksAt === 'header' ? links : null;
  const footerLinks = linksAt === 'footer' ? links : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={3} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {count !== undefined && (
            <Badge variant="light" size="lg" aria-label={`${title} count`}>
              {count}
            </Badge>
          )}
          {headerLinks ? (
            <Group gap="sm" wrap="wrap" justify="flex-end">
              {headerLinks}
            </Group>
          ) : null}
        </Group>
        {scrollAbove === undefined ? (
          children
        ) : (
          <ScrollArea.Autosize mah={scrollAbove} type="auto">
            {children}
          </ScrollArea.Autosize>
        )}
        {footerLinks ? (
          <Group gap="md" mt="auto">
            {footerLinks}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
