import type { Catalogue } from '../message-types';

/** Accepting an invitation: SPEC's English, word for word. */
const invitations = {} as const satisfies Catalogue;

export default invitations;
