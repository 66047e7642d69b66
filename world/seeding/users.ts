import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { OrganisationType, UserScope } from '../../src/api/schema.gen';
import { exampleOf } from '../contract';
import { SEED_VERSION, type OrganisationRecord, type UserRecord, type WorldState } from '../state';
import type { World } from '../world';
import { clip, ESTATE_ORG, slug } from './names';

/** The consent documents and the estate's users (each has consented to every document). */
export function estateUsers(api: OpenAPIBackend, state: WorldState, world: World): void {
  const password = world.defaultPassword;
  state.consentDocuments = exampleOf(api, 'consentDocumentList');
  const consentIds = state.consentDocuments.map((document) => document.consentDocumentID);
  for (const user of exampleOf(api, 'userList')) {
    const userID = user.userID ?? '';
    state.users[userID] = { ...user, userID, version: SEED_VERSION, password, consentDocumentIDs: [...consentIds] };
  }
}

/** The organisations that have people: not the estate's, nor a template or the configuration defaults. */
export const peopleOrganisations = (state: WorldState) =>
  Object.values(state.organisations).filter(
    (o) =>
      o.organisationID !== ESTATE_ORG &&
      o.organisationType !== OrganisationType.TemplatePublic &&
      o.organisationType !== OrganisationType.TemplatePrivate &&
      o.organisationType !== OrganisationType.ConfigurationDefaults,
  );

/** Users from faker, spread over the organisations that have people, up to `users` in all; by organisation. */
export function generateUsers(
  api: OpenAPIBackend,
  state: WorldState,
  world: World,
  users: number,
  peopleOrgs: OrganisationRecord[],
  root: OrganisationRecord,
): Map<string, UserRecord[]> {
  const locales = exampleOf(api, 'localeList').map((l) => l.code);
  const currencies = exampleOf(api, 'currencyList').map((c) => c.code);
  const password = world.defaultPassword;
  const consentIds = state.consentDocuments.map((document) => document.consentDocumentID);
  const estateUsers = Object.keys(state.users).length;
  const extraUsers = Math.max(0, users - estateUsers);
  const usersByOrg = new Map<string, UserRecord[]>();
  for (let i = 0; i < extraUsers; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const organisation = peopleOrgs[i % peopleOrgs.length] ?? root;
    const domain = `${slug(organisation.organisationCode)}.example`;
    const user: UserRecord = {
      userID: faker.string.uuid(),
      shortName: clip(firstName, 32),
      fullName: clip(`${firstName} ${lastName}`, 64),
      email: clip(`${slug(firstName)}.${slug(lastName)}${i + 1}`, 63 - domain.length) + `@${domain}`,
      locale: faker.helpers.arrayElement(locales),
      defaultCurrencyCode: faker.helpers.arrayElement(currencies),
      image: null,
      scopes: i < 2 ? [UserScope.superuser] : [],
      version: SEED_VERSION,
      password,
      consentDocumentIDs: [...consentIds],
    };
    state.users[user.userID] = user;
    usersByOrg.set(organisation.organisationID, [...(usersByOrg.get(organisation.organisationID) ?? []), user]);
  }
  return usersByOrg;
}
