/**
 * The path id of the create page of POS Core instances and integration servers (/edit/new). Real ids are GUIDs. A
 * module of its own: the routes check it before their screen loads, and it brings none of the servers' rules along.
 */
export const NEW_RECORD_ID = 'new';
