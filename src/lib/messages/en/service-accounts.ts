import type { Catalogue } from '../message-types';

/** The service accounts: SPEC's English, word for word. */
const serviceAccounts = {} as const satisfies Catalogue;

export default serviceAccounts;
