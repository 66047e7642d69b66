import { Text } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { FailureScreen as Screen } from '#/components/failure-screen/failure-screen';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink } from '#/components/router-links/router-links';
import { crumbAbove, crumbLink } from '#/lib/breadcrumbs';
import type { RecordNounName } from '#/lib/grid-wording';
import { useCurrentPage } from './current-page';

/**
 * The record an edit page opens does not exist (404): deleted meanwhile, or a stale link. Trying again would not
 * find it, so the page names what is gone (the route's `record`) and links back to the page above it, or home.
 */
export function GoneRecordScreen({ record }: { record: RecordNounName }) {
  const t = useT('grid', 'errors', 'records');
  const { page, pages } = useCurrentPage();
  const above = page ? crumbAbove(page, pages) : undefined;
  // The noun's key by its name (not `recordNouns`, which would bring all the grid's wording along).
  const title = t('records.gone.title', { record: t(`grid.records.${record}.this`) });
  return (
    <div data-route-error="failed-load">
      {/* English starts the sentence with the noun ("this user" -> "This user no longer exists"). */}
      <Screen icon={<IconMoodSad size={48} aria-hidden />} title={title.charAt(0).toUpperCase() + title.slice(1)}>
        <Text>{t('errors.code.NotFound')}</Text>
        {above ? (
          <AnchorLink {...crumbLink(above)}>{t('records.gone.back', { page: t(above.title) })}</AnchorLink>
        ) : (
          <AnchorLink to="/">{t('shell.sendMeHome')}</AnchorLink>
        )}
      </Screen>
    </div>
  );
}
