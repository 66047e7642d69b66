/**
 * Mantine's Modal, loaded on demand (issue 14 item 6), for a screen's own dialog that opens on a user's action
 * (e.g. Reset Password's one-time password). Modal brings the scroll-lock library (react-remove-scroll), a focus
 * trap and an overlay: about 10 kB gzip that the screen's first paint does not need. The chunk starts downloading
 * as soon as a screen that uses it is loaded; a dialog opened before it is there shows once it is. Same props as
 * Mantine's Modal. (Dialogs opened with @mantine/modals' `modals.open...` are the shell's lazily loaded provider's.)
 */
import { lazy, Suspense } from 'react';
import type { ModalProps } from '@mantine/core';

const modalModule = import('./modal-block');
const LoadedModal = lazy(() => modalModule.then((module) => ({ default: module.Modal })));

export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}
