import type { Catalogue } from '../message-types';

/** The organisation's profile: SPEC's English, word for word. */
const organisationProfile = {} as const satisfies Catalogue;

export default organisationProfile;
