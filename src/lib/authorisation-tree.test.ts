import { describe, expect, it } from 'vitest';
import { applicationPackage } from '#/test/packages';
import { english, german } from '#/test/translate';
import {
  appIconOf,
  authorisationHasChildren,
  authorisedVersionText,
  type ApplicationPackage,
  type AuthorisationNode,
  childrenOfApp,
  nodeLabel,
  orgCountText,
  orgsOn,
  versionNodes,
  type ApplicationAuthorisation,
  type ChildAuthorisation,
} from './authorisation-tree';

const pkg = (id: string, build: number, iconUri: string | null = null) => applicationPackage(id, build, { iconUri });

const till: ApplicationAuthorisation = {
  applicationID: 'a1',
  applicationName: 'Till',
  organisation: null,
  currentVersion: pkg('p1', 1),
  latestVersion: pkg('p2', 2, 'https://cdn.example/till.png'),
};

const children: ChildAuthorisation[] = [
  { organisationID: 'o1', organisationName: 'Harbour Fish Bar', applicationID: 'a1', applicationPackageID: 'p2' },
  { organisationID: 'o1', organisationName: 'Harbour Fish Bar', applicationID: 'a1', applicationPackageID: 'p1' },
  { organisationID: 'o2', organisationName: 'Quay Cafe', applicationID: 'a1', applicationPackageID: null },
  { organisationID: 'o3', organisationName: 'Dock Diner', applicationID: 'a2', applicationPackageID: 'p2' },
];

describe('the Version Authorisation tree (SPEC 2.5, 4)', () => {
  it('lists an app\'s versions newest first, the newest Latest, then "Unauthorised"', () => {
    const nodes = versionNodes(till, [pkg('p1', 1), pkg('p2', 2)]);
    expect(nodes.map((node) => node.id)).toEqual(['version:a1:p2', 'version:a1:p1', 'none:a1']);
    expect(nodes.map((node) => node.kind === 'version' && node.latest)).toEqual([true, false, false]);
    expect(nodes[2]?.kind).toBe('unauthorised');
  });

  it('takes the icon of the latest version, else of the current one', () => {
    expect(appIconOf(till)).toBe('https://cdn.example/till.png');
    expect(
      appIconOf({ ...till, latestVersion: null, currentVersion: pkg('p1', 1, 'https://cdn.example/old.png') }),
    ).toBe('https://cdn.example/old.png');
    expect(appIconOf({ ...till, latestVersion: null, currentVersion: null })).toBeNull();
  });

  it('counts each child organisation once per app (the first row wins), by package or Unauthorised', () => {
    expect(childrenOfApp(children, 'a1').map((child) => child.organisationID)).toEqual(['o1', 'o2']);
    expect(orgsOn(children, 'a1', 'p2').map((child) => child.organisationID)).toEqual(['o1']);
    expect(orgsOn(children, 'a1', 'p1')).toEqual([]);
    expect(orgsOn(children, 'a1', null).map((child) => child.organisationID)).toEqual(['o2']);
    expect(orgCountText(english, 1)).toBe('1 org');
    expect(orgCountText(english, 1234)).toBe('1,234 orgs');
  });

  it('names each row with the words it shows; no count while the child authorisations are unknown', () => {
    const [latest, older, unauthorised] = versionNodes(till, [pkg('p1', 1), pkg('p2', 2)]);
    expect(nodeLabel(english, { kind: 'app', id: 'app:a1', app: till }, children)).toBe('Till current 5.2.1.0');
    expect(nodeLabel(english, { kind: 'app', id: 'app:a1', app: { ...till, currentVersion: null } }, children)).toBe(
      'Till',
    );
    expect(nodeLabel(english, latest!, children)).toBe('5.2.2.0 Latest 1 org');
    expect(nodeLabel(english, older!, children)).toBe('5.2.1.0 0 orgs');
    expect(nodeLabel(english, unauthorised!, children)).toBe('Unauthorised 1 org');
    expect(nodeLabel(english, latest!, undefined)).toBe('5.2.2.0 Latest');
  });

  it('names the rows in German, counting the organisations', () => {
    const [latest, , unauthorised] = versionNodes(till, [pkg('p1', 1), pkg('p2', 2)]);
    expect(nodeLabel(german, { kind: 'app', id: 'app:a1', app: till }, children)).toBe('Till aktuell 5.2.1.0');
    expect(nodeLabel(german, latest!, children)).toBe('5.2.2.0 Neueste 1 Organisation');
    expect(nodeLabel(german, unauthorised!, children)).toBe('Nicht freigegeben 1 Organisation');
    expect(orgCountText(german, 1234)).toBe('1.234 Organisationen');
  });
});

describe('authorisation tree helpers', () => {
  it('names the authorised version, or says it is unauthorised or unknown', () => {
    const pkg = {
      applicationPackageID: 'p1',
      majorVersion: 5,
      minorVersion: 2,
      buildNumber: 0,
    } as unknown as ApplicationPackage;
    expect(authorisedVersionText(english, [pkg], null)).toBe('Unauthorised');
    expect(authorisedVersionText(english, [pkg], 'p2')).toBe('Unknown version');
    expect(authorisedVersionText(english, undefined, 'p1')).toBe('Unknown version');
    expect(authorisedVersionText(english, [pkg], 'p1')).not.toMatch(/Unknown|Unauthorised/);
  });

  it('gives children to app rows only', () => {
    expect(authorisationHasChildren({ kind: 'app' } as AuthorisationNode)).toBe(true);
    expect(authorisationHasChildren({ kind: 'version' } as AuthorisationNode)).toBe(false);
  });
});
