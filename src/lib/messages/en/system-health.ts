import type { Catalogue } from '../message-types';

/** The system health: SPEC's English, word for word. */
const systemHealth = {} as const satisfies Catalogue;

export default systemHealth;
