import type { components } from '#/api/schema.gen';
import { userFields } from '#/features/users/user-record';

type User = components['schemas']['User'];
type Organisation = components['schemas']['Organisation'];

/** Every field the user record's description names, as an answer carries a missing value: null. */
const describedUserNulls = Object.fromEntries(Object.keys(userFields).map((key) => [key, null]));

/**
 * Test records as answers carry them: every field the contract requires, a test naming only those it is about.
 * The defaults are a user without a full name, email, image or scopes in SPEC's default locale and currency; a field
 * added to the user's description (user-record.ts) answers null here without a change to this builder.
 */
export function answeredUser(fields: Pick<User, 'userID' | 'shortName'> & Partial<User>): User {
  return {
    ...describedUserNulls,
    fullName: null,
    email: null,
    locale: 'en-GB',
    defaultCurrencyCode: 'GBP',
    image: null,
    scopes: [],
    ...fields,
  };
}

/** An organisation as answered: a Licensee, active and initialised, without servers, parent or kapow. */
export function answeredOrganisation(
  fields: Pick<Organisation, 'organisationID' | 'name' | 'organisationCode'> & Partial<Organisation>,
): Organisation {
  return {
    kapow: null,
    organisationType: 1,
    posCoreInstanceID: null,
    remoteOrderServerInstanceID: null,
    dataExtractionServerInstanceID: null,
    partnerServerInstanceID: null,
    reportingServerInstanceID: null,
    parentOrganisationID: null,
    active: true,
    initialised: true,
    ...fields,
  };
}
