import type { Catalogue } from '../message-types';

/** The password reset screens: SPEC's English, word for word. */
const passwordReset = {} as const satisfies Catalogue;

export default passwordReset;
