import { Button, Group, Modal, Text } from '@mantine/core';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { useT } from '#/components/i18n/i18n-context';

/** The grid's unsaved-changes guard and navigation hold (see `guard`): the edit pages' own, not a copy. */
export function GridGuard({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  // A navigation to the list's own address with another view (a link to the bare address) leaves nothing: the
  // changes stay, and the grid follows the view.
  useUnsavedChangesGuard(dirty, { suspended: saving, allowSearchChanges: true });
  useHoldNavigation(saving);
  return null;
}

/** Why Save Changes sent nothing (the `validate` messages). OK takes the focus, as in the console's Error dialog. */
export function InvalidModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT('grid');
  const closeButton = { 'aria-label': t('grid.dialog.close') };
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('grid.dialog.invalidTitle')}
      centered
      closeButtonProps={closeButton}
    >
      <Text size="sm" role="alert">
        {message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button data-autofocus onClick={onClose}>
          {t('grid.dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

/** A failed commit or load (SPEC 8's message); OK refreshes the view (SPEC 4). */
export function ErrorModal(props: { opened: boolean; message: string; onOk: () => void; onClose: () => void }) {
  const t = useT('grid');
  // The modal's × has a name (closing the Error modal shows a failed load in the grid's place).
  const closeButton = { 'aria-label': t('grid.dialog.close') };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('grid.dialog.errorTitle')}
      centered
      closeButtonProps={closeButton}
    >
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button data-autofocus onClick={props.onOk}>
          {t('grid.dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
