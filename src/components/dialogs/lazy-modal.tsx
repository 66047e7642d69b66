/**
 * Mantine's Modal, loaded on demand (same props), for a screen's own dialog opened on a user's action; one opened
 * before it arrives shows once it does. (`modals.open...` dialogs are the shell's lazily loaded provider's.)
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const modalModule = import('./modal-block');
const LoadedModal = lazy(() => modalModule.then((module) => ({ default: module.Modal })));

export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}
