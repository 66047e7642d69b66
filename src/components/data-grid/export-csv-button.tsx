import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * What Export CSV writes, as its tooltip and its accessible description: the view as shown, pending edits included
 * (the file is what the user sees, not the last saved state), and the zone of its times.
 */
export const EXPORT_CSV_DESCRIPTION =
  'Downloads the rows in view as shown (search, sort and visible columns applied), pending edits included. Dates and times are in UTC.';

/**
 * The data grid's Export CSV button: the description shows as a tooltip on hover and focus, and is the button's
 * accessible description (a visually hidden text, always in the page: its words keep clear of the grid's own labels
 * such as "Unsaved", which a search by text would otherwise find twice).
 */
export function ExportCsvButton({ onClick }: { onClick: () => void }) {
  const descriptionId = useId();
  return (
    <>
      <Tooltip label={EXPORT_CSV_DESCRIPTION} multiline w={300} openDelay={300} closeDelay={100}>
        <Button
          leftSection={<IconDownload size={16} />}
          variant="default"
          onClick={onClick}
          aria-describedby={descriptionId}
        >
          Export CSV
        </Button>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{EXPORT_CSV_DESCRIPTION}</VisuallyHidden>
    </>
  );
}
