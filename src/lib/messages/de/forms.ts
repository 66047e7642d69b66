import type en from '../en/forms';
import type { Translation } from '../message-types';

/** The form and edit-page blocks (form fields, validation, edit page, dialogs, session ended, unsaved work), in German; terms as in docs/i18n.md's glossary. */
const forms: Translation<typeof en> = {};

export default forms;
