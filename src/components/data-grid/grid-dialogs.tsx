import { Button, Group, Modal, Text } from '@mantine/core';
import { useHoldNavigation } from '../edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '../edit-page/use-unsaved-changes-guard';

/** The modals' × has a name (closing the Error modal shows a failed load in the grid's place). */
const CLOSE_BUTTON = { 'aria-label': 'Close' } as const;

/** The grid's unsaved-changes guard and navigation hold (see `guard`): the edit pages' own, not a copy. */
export function GridGuard({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  // A navigation to the list's own address with another view (a link to the bare address) leaves nothing: the
  // changes stay, and the grid follows the view.
  useUnsavedChangesGuard(dirty, { suspended: saving, allowSearchChanges: true });
  useHoldNavigation(saving);
  return null;
}

/** Why Save Changes sent nothing (the `validate` messages). */
export function InvalidModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title="Please check the changes"
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      <Text size="sm" role="alert">
        {message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}

/** A failed commit or load (SPEC 8's message); OK refreshes the view (SPEC 4). */
export function ErrorModal(props: { opened: boolean; message: string; onOk: () => void; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Error" centered closeButtonProps={CLOSE_BUTTON}>
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onOk}>OK</Button>
      </Group>
    </Modal>
  );
}
