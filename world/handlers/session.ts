import { signedIn, type Handlers } from './context';

export const handlers: Handlers = {
  localeList: ({ world }) => world.settings.locales,

  currencyList: ({ world }) => world.settings.currencies,

  sessionGetCurrent({ world, me }) {
    const user = signedIn({ me });
    const personaOrg =
      Object.values(world.settings.personas).find((p) => p.userID === user.userID)?.organisationID ?? null;
    const organisation = personaOrg ? world.state.organisations[personaOrg] : undefined;
    return [
      world.userView(user),
      organisation ? { organisationID: organisation.organisationID, name: organisation.name } : null,
      organisation ? world.isOrgAdmin(user.userID, organisation.organisationID) : false,
    ];
  },
};
