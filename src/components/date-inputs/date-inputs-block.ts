// The chunk that lazy-date-inputs.tsx loads on demand: @mantine/dates' pickers with their stylesheets (the CSS
// travels with the chunk, so a screen that never shows a picker never downloads it): the core components a picker
// adds (its modal dropdown type), then @mantine/dates' own, after @mantine/core's as Mantine requires. The pickers
// speak the menu language (./language-pickers.tsx).
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/dates/styles.css';

export { DateTimePicker, MonthPickerInput } from './language-pickers';
