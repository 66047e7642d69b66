// The chunk that lazy-date-inputs.tsx loads on demand: @mantine/dates' pickers with their stylesheet (the CSS
// travels with the chunk, so a screen that never shows a picker never downloads it).
import '@mantine/dates/styles.css';

export { DateTimePicker, MonthPickerInput } from '@mantine/dates';
