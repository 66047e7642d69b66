// The chunk that lazy-modal.tsx loads on demand: Mantine's Modal (with its focus trap and the scroll-lock library).
export { Modal } from '@mantine/core';
