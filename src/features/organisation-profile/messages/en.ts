import type { Catalogue } from '#/lib/messages/message-types';

/** The organisation's profile: SPEC's English, word for word. */
const organisationProfile = {
  'organisationProfile.title': 'Edit Organisation Profile',
  'organisationProfile.name': 'Name',
  'organisationProfile.namePlaceholder': 'Enter the name of this organisation',
  'organisationProfile.saved': 'The organisation profile was saved.',
} as const satisfies Catalogue;

export default organisationProfile;

// The area's messages join the console's catalogues (src/lib/messages/catalogues.ts) by declaration merging.
declare module '#/lib/messages/catalogues' {
  interface AreaCatalogues {
    organisationProfile: typeof organisationProfile;
  }
}
