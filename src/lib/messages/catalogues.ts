import type acceptancesEn from '../../features/acceptances/messages/en';
import type accessEn from '../../features/access/messages/en';
import type accountEn from '../../features/account/messages/en';
import type adminSummaryEn from '../../features/admin-summary/messages/en';
import type auditLogsEn from '../../features/audit-logs/messages/en';
import type authorisationsEn from '../../features/authorisations/messages/en';
import type blocksEn from './en/blocks';
import type clientsEn from '../../features/clients/messages/en';
import type entityLookupEn from '../../features/entity-lookup/messages/en';
import type errorsEn from './en/errors';
import type formsEn from './en/forms';
import type gridEn from './en/grid';
import type initialiseEn from '../../features/initialise/messages/en';
import type invitationsEn from '../../features/invitations/messages/en';
import type organisationProfileEn from '../../features/organisation-profile/messages/en';
import type organisationSummaryEn from '../../features/organisation-summary/messages/en';
import type organisationsEn from '../../features/organisations/messages/en';
import type passwordResetEn from '../../features/password-reset/messages/en';
import type permissionGroupsEn from '../../features/permission-groups/messages/en';
import type serversEn from '../../features/servers/messages/en';
import type serviceAccountsEn from '../../features/service-accounts/messages/en';
import type shellEn from './en/shell';
import type statisticsEn from '../../features/statistics/messages/en';
import type systemHealthEn from '../../features/system-health/messages/en';
import type teamsEn from '../../features/teams/messages/en';
import type usersEn from '../../features/users/messages/en';
import type { Catalogue, Message, MessageValues, UnionToIntersection } from './message-types';

/**
 * The catalogues: one module per language and area, each loaded with `import()`, so a browser downloads only its
 * language's messages, and only for the areas it opens (the shell's for the first paint). English is the source;
 * every other language is typed against it (message-types.ts). Adding an area: a file per language here and a line
 * in `areaSources` below.
 */
export interface AreaCatalogues {
  shell: typeof shellEn;
  errors: typeof errorsEn;
  grid: typeof gridEn;
  forms: typeof formsEn;
  blocks: typeof blocksEn;
  acceptances: typeof acceptancesEn;
  access: typeof accessEn;
  account: typeof accountEn;
  adminSummary: typeof adminSummaryEn;
  auditLogs: typeof auditLogsEn;
  authorisations: typeof authorisationsEn;
  clients: typeof clientsEn;
  entityLookup: typeof entityLookupEn;
  initialise: typeof initialiseEn;
  invitations: typeof invitationsEn;
  organisationProfile: typeof organisationProfileEn;
  organisationSummary: typeof organisationSummaryEn;
  organisations: typeof organisationsEn;
  passwordReset: typeof passwordResetEn;
  permissionGroups: typeof permissionGroupsEn;
  servers: typeof serversEn;
  serviceAccounts: typeof serviceAccountsEn;
  statistics: typeof statisticsEn;
  systemHealth: typeof systemHealthEn;
  teams: typeof teamsEn;
  users: typeof usersEn;
}

export type Area = keyof AreaCatalogues;

/**
 * The areas loaded at start-up with the shell: SPEC 8's messages and the shared blocks, which any screen (and the
 * session-ended dialog above them all) may show, so no block waits for its messages.
 */
export const STARTUP_AREAS = ['shell', 'errors', 'grid', 'forms', 'blocks'] as const satisfies readonly Area[];

/** The languages the console speaks (ISO 639-1 codes); `en` is the source and the fallback. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's name in that language, as a language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch' };

/** The key of a message in one of the areas `A`. */
export type MessageKey<A extends Area = Area> = { [Name in A]: keyof AreaCatalogues[Name] & string }[A];

/** Every English message by its key, one table for all areas (worked out once, so each call is a lookup). */
type SourceMessages = UnionToIntersection<AreaCatalogues[Area]>;

/** Per key: `[]` for a message without placeholders, else `[values]` with every placeholder named. */
type ArgsTable = {
  [K in MessageKey]: SourceMessages[K] extends Message
    ? keyof MessageValues<SourceMessages[K]> extends never
      ? []
      : [values: MessageValues<SourceMessages[K]>]
    : never;
};

/** The arguments after the key of message `K`. */
export type MessageArgs<K extends MessageKey> = ArgsTable[K];

/** Looks up and formats a message: `t('shell.userMenu.label', { name })`. Keys and values are checked by type. */
export type Translate<A extends Area> = <K extends MessageKey<A> & keyof ArgsTable>(
  key: K,
  ...args: ArgsTable[K]
) => string;

type Loader = () => Promise<{ default: Catalogue }>;

const areaSources: Readonly<Record<Language, Readonly<Record<Area, Loader>>>> = {
  en: {
    shell: () => import('./en/shell'),
    errors: () => import('./en/errors'),
    grid: () => import('./en/grid'),
    forms: () => import('./en/forms'),
    blocks: () => import('./en/blocks'),
    acceptances: () => import('../../features/acceptances/messages/en'),
    access: () => import('../../features/access/messages/en'),
    account: () => import('../../features/account/messages/en'),
    adminSummary: () => import('../../features/admin-summary/messages/en'),
    auditLogs: () => import('../../features/audit-logs/messages/en'),
    authorisations: () => import('../../features/authorisations/messages/en'),
    clients: () => import('../../features/clients/messages/en'),
    entityLookup: () => import('../../features/entity-lookup/messages/en'),
    initialise: () => import('../../features/initialise/messages/en'),
    invitations: () => import('../../features/invitations/messages/en'),
    organisationProfile: () => import('../../features/organisation-profile/messages/en'),
    organisationSummary: () => import('../../features/organisation-summary/messages/en'),
    organisations: () => import('../../features/organisations/messages/en'),
    passwordReset: () => import('../../features/password-reset/messages/en'),
    permissionGroups: () => import('../../features/permission-groups/messages/en'),
    servers: () => import('../../features/servers/messages/en'),
    serviceAccounts: () => import('../../features/service-accounts/messages/en'),
    statistics: () => import('../../features/statistics/messages/en'),
    systemHealth: () => import('../../features/system-health/messages/en'),
    teams: () => import('../../features/teams/messages/en'),
    users: () => import('../../features/users/messages/en'),
  },
  de: {
    shell: () => import('./de/shell'),
    errors: () => import('./de/errors'),
    grid: () => import('./de/grid'),
    forms: () => import('./de/forms'),
    blocks: () => import('./de/blocks'),
    acceptances: () => import('../../features/acceptances/messages/de'),
    access: () => import('../../features/access/messages/de'),
    account: () => import('../../features/account/messages/de'),
    adminSummary: () => import('../../features/admin-summary/messages/de'),
    auditLogs: () => import('../../features/audit-logs/messages/de'),
    authorisations: () => import('../../features/authorisations/messages/de'),
    clients: () => import('../../features/clients/messages/de'),
    entityLookup: () => import('../../features/entity-lookup/messages/de'),
    initialise: () => import('../../features/initialise/messages/de'),
    invitations: () => import('../../features/invitations/messages/de'),
    organisationProfile: () => import('../../features/organisation-profile/messages/de'),
    organisationSummary: () => import('../../features/organisation-summary/messages/de'),
    organisations: () => import('../../features/organisations/messages/de'),
    passwordReset: () => import('../../features/password-reset/messages/de'),
    permissionGroups: () => import('../../features/permission-groups/messages/de'),
    servers: () => import('../../features/servers/messages/de'),
    serviceAccounts: () => import('../../features/service-accounts/messages/de'),
    statistics: () => import('../../features/statistics/messages/de'),
    systemHealth: () => import('../../features/system-health/messages/de'),
    teams: () => import('../../features/teams/messages/de'),
    users: () => import('../../features/users/messages/de'),
  },
};

/** Every area, in the order of `areaSources`. */
export const AREAS = Object.keys(areaSources.en) as readonly Area[];

/** An area's catalogue in a language of the console. */
export function loadCatalogue(language: Language, area: Area): Promise<Catalogue> {
  return areaSources[language][area]().then((module) => module.default);
}

/** The area a key belongs to: its first segment (`shell.userMenu.profile` is the shell's). */
export function areaOf(key: string): string {
  return key.slice(0, key.indexOf('.'));
}
