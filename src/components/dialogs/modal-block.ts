// The chunk that lazy-modal.tsx loads on demand: Mantine's Modal (with its focus trap and the scroll-lock library)
// and its stylesheets (Overlay and CloseButton are in src/app/mantine-styles.ts).
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

export { Modal } from '@mantine/core';
