import type { Catalogue } from '../message-types';

/** The backend servers (integration servers, POS Core instances, deployment servers): SPEC's English, word for word. */
const servers = {} as const satisfies Catalogue;

export default servers;
