import type { Translation } from '#/lib/messages/message-types';
import type en from './en';

/** The organisation's profile, in German; terms as in docs/i18n.md's glossary. */
const organisationProfile: Translation<typeof en> = {
  'organisationProfile.title': 'Organisationsprofil bearbeiten',
  'organisationProfile.name': 'Name',
  'organisationProfile.namePlaceholder': 'Geben Sie den Namen dieser Organisation ein',
  'organisationProfile.saved': 'Das Organisationsprofil wurde gespeichert.',
};

export default organisationProfile;
