import type acceptancesEn from './en/acceptances';
import type accessEn from './en/access';
import type accountEn from './en/account';
import type adminSummaryEn from './en/admin-summary';
import type auditLogsEn from './en/audit-logs';
import type authorisationsEn from './en/authorisations';
import type blocksEn from './en/blocks';
import type clientsEn from './en/clients';
import type entityLookupEn from './en/entity-lookup';
import type errorsEn from './en/errors';
import type formsEn from './en/forms';
import type gridEn from './en/grid';
import type initialiseEn from './en/initialise';
import type invitationsEn from './en/invitations';
import type organisationProfileEn from './en/organisation-profile';
import type organisationSummaryEn from './en/organisation-summary';
import type organisationsEn from './en/organisations';
import type passwordResetEn from './en/password-reset';
import type permissionGroupsEn from './en/permission-groups';
import type serversEn from './en/servers';
import type serviceAccountsEn from './en/service-accounts';
import type shellEn from './en/shell';
import type statisticsEn from './en/statistics';
import type systemHealthEn from './en/system-health';
import type teamsEn from './en/teams';
import type usersEn from './en/users';
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
    acceptances: () => import('./en/acceptances'),
    access: () => import('./en/access'),
    account: () => import('./en/account'),
    adminSummary: () => import('./en/admin-summary'),
    auditLogs: () => import('./en/audit-logs'),
    authorisations: () => import('./en/authorisations'),
    clients: () => import('./en/clients'),
    entityLookup: () => import('./en/entity-lookup'),
    initialise: () => import('./en/initialise'),
    invitations: () => import('./en/invitations'),
    organisationProfile: () => import('./en/organisation-profile'),
    organisationSummary: () => import('./en/organisation-summary'),
    organisations: () => import('./en/organisations'),
    passwordReset: () => import('./en/password-reset'),
    permissionGroups: () => import('./en/permission-groups'),
    servers: () => import('./en/servers'),
    serviceAccounts: () => import('./en/service-accounts'),
    statistics: () => import('./en/statistics'),
    systemHealth: () => import('./en/system-health'),
    teams: () => import('./en/teams'),
    users: () => import('./en/users'),
  },
  de: {
    shell: () => import('./de/shell'),
    errors: () => import('./de/errors'),
    grid: () => import('./de/grid'),
    forms: () => import('./de/forms'),
    blocks: () => import('./de/blocks'),
    acceptances: () => import('./de/acceptances'),
    access: () => import('./de/access'),
    account: () => import('./de/account'),
    adminSummary: () => import('./de/admin-summary'),
    auditLogs: () => import('./de/audit-logs'),
    authorisations: () => import('./de/authorisations'),
    clients: () => import('./de/clients'),
    entityLookup: () => import('./de/entity-lookup'),
    initialise: () => import('./de/initialise'),
    invitations: () => import('./de/invitations'),
    organisationProfile: () => import('./de/organisation-profile'),
    organisationSummary: () => import('./de/organisation-summary'),
    organisations: () => import('./de/organisations'),
    passwordReset: () => import('./de/password-reset'),
    permissionGroups: () => import('./de/permission-groups'),
    servers: () => import('./de/servers'),
    serviceAccounts: () => import('./de/service-accounts'),
    statistics: () => import('./de/statistics'),
    systemHealth: () => import('./de/system-health'),
    teams: () => import('./de/teams'),
    users: () => import('./de/users'),
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
