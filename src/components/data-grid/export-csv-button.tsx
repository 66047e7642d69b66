import { Button, Loader, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';

/**
 * The data grid's Export CSV button. Its description (`grid.toolbar.exportCsvDescription`: the view as shown, pending
 * edits included, since the file is what the user sees, not the last saved state; and the zone of its times) shows
 * as a tooltip on hover and focus, and is the button's accessible description (a visually hidden text, always in the
 * page: its words keep clear of the grid's own labels such as "Unsaved", which a search by text would otherwise find
 * twice, in every language).
 *
 * While the file is written (a large view takes a moment) it shows a spinner, is `aria-busy`, and a further click
 * starts no second file; it stays enabled, so a keyboard user's focus stays on it.
 */
export function ExportCsvButton({ onClick, disabled }: { onClick: () => Promise<void>; disabled: boolean }) {
  const t = useT('grid');
  const descriptionId = useId();
  const description = t('grid.toolbar.exportCsvDescription');
  const [writing, setWriting] = useState(false);
  const exportOnce = () => {
    if (writing) return;
    setWriting(true);
    void onClick().finally(() => setWriting(false));
  };
  return (
    <>
      <Tooltip label={description} multiline w={300} openDelay={300} closeDelay={100}>
        <Button
          leftSection={writing ? <Loader size={16} /> : <IconDownload size={16} />}
          variant="default"
          onClick={exportOnce}
          disabled={disabled}
          aria-busy={writing}
          aria-describedby={descriptionId}
        >
          {t('grid.toolbar.exportCsv')}
        </Button>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
    </>
  );
}
