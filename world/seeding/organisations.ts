import { faker } from '@faker-js/faker/locale/en_GB';
import type { OpenAPIBackend } from 'openapi-backend';
import { IntegrationServerInstanceType, OrganisationType } from '../../src/api/schema.gen';
import { exampleOf } from '../contract';
import { SEED_VERSION, type OrganisationRecord, type WorldState } from '../state';
import { clip } from './names';

/** The estate's organisations. */
export function estateOrganisations(api: OpenAPIBackend, state: WorldState): void {
  for (const organisation of exampleOf(api, 'listOrganisations')) {
    const organisationID = organisation.organisationID ?? '';
    state.organisations[organisationID] = { ...organisation, organisationID, version: SEED_VERSION };
  }
}

/**
 * Organisations from faker around the estate's, up to `orgs` in all: a tree of several levels, dealers under the
 * root, licensee groups under dealers, licensees under both, and templates (public under the root, private under the
 * groups). Answers the root.
 */
export function generateOrganisations(state: WorldState, orgs: number): OrganisationRecord {
  const organisations = Object.values(state.organisations);
  const root = organisations.find((o) => o.organisationType === OrganisationType.Root) ?? organisations[0];
  if (!root) throw new Error('The contract estate has no organisations');
  const codes = new Set(organisations.map((o) => o.organisationCode));
  const kapows = new Set(organisations.map((o) => o.kapow).filter((k): k is string => !!k));
  const posCores = Object.keys(state.posCoreInstances);
  const servers = Object.values(state.integrationServers);
  const serverOf = (type: IntegrationServerInstanceType) =>
    servers.find((s) => s.integrationServerInstanceType === type)?.integrationServerInstanceID ?? null;
  const dealers = organisations.filter((o) => o.organisationType === OrganisationType.Dealer);
  const groups = organisations.filter((o) => o.organisationType === OrganisationType.LicenseeGroup);

  const uniqueCode = (name: string) => {
    const letters =
      name
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 6) || 'ORG';
    let code = letters;
    for (let n = 2; codes.has(code); n++) code = clip(`${letters}${n}`, 16);
    codes.add(code);
    return code;
  };
  const newOrganisation = (type: OrganisationType, parent: OrganisationRecord): OrganisationRecord => {
    const name = clip(faker.company.name(), 32);
    const active = faker.number.float() < 0.9;
    const people = type !== OrganisationType.TemplatePublic && type !== OrganisationType.TemplatePrivate;
    const initialised = active && faker.number.float() < 0.85;
    const licensee = type === OrganisationType.Licensee;
    let kapow: string | null = null;
    if (licensee && faker.number.float() < 0.3) {
      do kapow = `KPW-${faker.string.numeric(5)}`;
      while (kapows.has(kapow));
      kapows.add(kapow);
    }
    const organisation: OrganisationRecord = {
      organisationID: faker.string.uuid(),
      organisationCode: uniqueCode(name),
      name,
      kapow,
      organisationType: type,
      posCoreInstanceID: initialised && (licensee || !people) ? (faker.helpers.arrayElement(posCores) ?? null) : null,
      remoteOrderServerInstanceID:
        initialised && licensee && faker.number.float() < 0.5
          ? serverOf(IntegrationServerInstanceType.RemoteOrderService)
          : null,
      dataExtractionServerInstanceID:
        initialised && licensee && faker.number.float() < 0.3
          ? serverOf(IntegrationServerInstanceType.DataExtractionService)
          : null,
      partnerServerInstanceID:
        initialised && licensee && faker.number.float() < 0.2
          ? serverOf(IntegrationServerInstanceType.PartnerServices)
          : null,
      reportingServerInstanceID:
        initialised && licensee && faker.number.float() < 0.2
          ? serverOf(IntegrationServerInstanceType.ReportingService)
          : null,
      parentOrganisationID: parent.organisationID,
      active,
      initialised,
      version: SEED_VERSION,
    };
    state.organisations[organisation.organisationID] = organisation;
    return organisation;
  };

  const extraOrgs = Math.max(0, orgs - organisations.length);
  for (let i = 0; i < extraOrgs; i++) {
    // Fixed proportions (not a roll per organisation), so even the smallest world has every level and kind.
    if (i % 16 === 0) dealers.push(newOrganisation(OrganisationType.Dealer, root));
    else if (i % 6 === 1)
      groups.push(newOrganisation(OrganisationType.LicenseeGroup, faker.helpers.arrayElement(dealers)));
    else if (i % 25 === 12) newOrganisation(OrganisationType.TemplatePublic, root);
    else if (i % 20 === 9 && groups.length)
      newOrganisation(OrganisationType.TemplatePrivate, faker.helpers.arrayElement(groups));
    else {
      const parent =
        groups.length && faker.number.float() < 0.7
          ? faker.helpers.arrayElement(groups)
          : faker.helpers.arrayElement(dealers);
      newOrganisation(OrganisationType.Licensee, parent);
    }
  }
  return root;
}
