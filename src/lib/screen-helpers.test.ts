// The small helpers the screens hand to their trees, forms and panels.
import { describe, expect, it } from 'vitest';
import { PermissionActionFlags as F, PermissionId as P } from '../api/schema.gen';
import { childrenWithRoot, type AcceptanceNode } from '../features/acceptances/acceptance-tree';
import { textOfQuery } from '../features/entity-lookup/entity-lookup-search';
import { describeActions, describeLeftover, toLevel } from '../features/permission-groups/permission-profiles';
import { serverEditValues, serverFormRules, posCoreFields } from '../features/servers/server-rules';
import { dateOfSearchedMonth } from '../features/statistics/statistics-month-picker';
import { english, german } from '../test/translate';
import {
  authorisationHasChildren,
  authorisedVersionText,
  type ApplicationPackage,
  type AuthorisationNode,
} from './authorisation-tree';
import { isoOrNull, notBeforeOf } from './not-before';
import { linkChanged, toggled, type LinkForm, type OrganisationUserLink } from './organisation-user-link';

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

describe('acceptance tree helpers', () => {
  it('gives a version row no children of its own', () => {
    expect(childrenWithRoot({ kind: 'none', id: 'none:a' } as AcceptanceNode)).toEqual([]);
  });
});

describe('search box texts', () => {
  it('shows the URL query, or an empty box', () => {
    expect(textOfQuery('abc')).toBe('abc');
    expect(textOfQuery(undefined)).toBe('');
  });

  it('reads the searched month as the picker date, none without one', () => {
    expect(dateOfSearchedMonth(undefined)).toBeNull();
    expect(dateOfSearchedMonth('2026-03')).not.toBeNull();
  });
});

describe('not before helpers', () => {
  it('sends the checked time as ISO with seconds, nothing when unchecked or not a time', () => {
    expect(notBeforeOf({ checked: false, text: '2026-03-01T10:00' })).toBeNull();
    expect(notBeforeOf({ checked: true, text: '' })).toBeNull();
    expect(notBeforeOf({ checked: true, text: '2026-03-01T10:00' })).toMatch(/^2026-03-01T\d\d:00:00/);
  });

  it('normalises a saved time, keeping a text that is not a time', () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull('')).toBeNull();
    expect(isoOrNull('soon')).toBe('soon');
    expect(isoOrNull('2026-03-01T10:00:00.000Z')).toBe(isoOrNull('2026-03-01T10:00:00Z'));
  });
});

describe('link helpers', () => {
  it('counts a change of type, team or user, or admin as a change of the link', () => {
    const link = { linkType: 1, teamUserID: 't1', isOrgAdmin: false } as unknown as OrganisationUserLink;
    const form = { linkType: 1, teamUserID: 't1', isOrgAdmin: false } as unknown as LinkForm;
    expect(linkChanged(link, form)).toBe(false);
    expect(linkChanged(link, { ...form, isOrgAdmin: true })).toBe(true);
    expect(linkChanged(link, { ...form, teamUserID: 't2' })).toBe(true);
  });

  it('checks an id at the end of the list and unchecks it', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('permission descriptions', () => {
  it('names a level, or the actions of a value that is no level', () => {
    expect(describeActions(F.View, english)).toBe('View');
    expect(describeActions(F.Insert | F.View, english)).toBe('Insert, View');
    expect(describeLeftover({ permissionID: P.Config_Tax, actions: F.View }, english)).toBe('Tax (View)');
    expect(describeLeftover({ permissionID: P.Config_Tax, actions: F.View }, german)).toBe('Steuern (Anzeigen)');
    expect(toLevel('edit')).toBe('edit');
    expect(toLevel('nonsense')).toBeUndefined();
  });
});

describe('server form helpers', () => {
  it('takes the server fields of a record, no signing key as null', () => {
    expect(serverEditValues({ name: 'A', uri: 'https://a.example' })).toEqual({
      name: 'A',
      uri: 'https://a.example',
      jwtSigningKey: null,
    });
  });

  it('checks the uri as an http(s) address', () => {
    const rules = serverFormRules(posCoreFields, english);
    expect(rules.uri('https://a.example')).toBeNull();
    expect(rules.uri('ftp://a.example')).not.toBeNull();
    expect(rules.name('')).not.toBeNull();
  });
});
