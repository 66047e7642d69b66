import { describe, expect, it } from 'vitest';
import { PermissionId, RootNodeType, ServiceAccountType } from '#/api/schema.gen';
import { SERVICE_ACCOUNT_TYPES } from '#/lib/service-account-types';
import { english, german } from '#/test/translate';
import type { ServiceAccount } from './service-account-record';
import {
  RESTRICTION_FIELDS,
  serviceAccountValueText,
  INTEGRATION_SERVER_PERMISSIONS,
  allowedIntegrationServerPermissions,
  integrationServerPermissionName,
  newServiceAccount,
  offersIntegrationServerPermissions,
  serviceAccountChanged,
  serviceAccountFormRules,
  serviceAccountMessages,
  serviceAccountProblem,
  toPostedServiceAccount,
  toggleIntegrationServerPermission,
  withServiceAccountType,
} from './service-account-rules';

const harbourIntegration: ServiceAccount = {
  serviceAccountID: '70000000-0000-4000-8000-000000000003',
  name: 'Harbour Integration',
  serviceAccountType: ServiceAccountType.IntegrationServer,
  rootNodeID: null,
  rootNodeType: null,
  rootNodeName: null,
  integrationServerPermissions: [PermissionId.DataExtractionService_Templates, PermissionId.PartnerServices_Sales],
};

describe('integration server permission names', () => {
  // That they read as the permission groups read them is asserted in src/areas-agree.test.ts.
  it('names a permission it does not offer by its number', () => {
    expect(integrationServerPermissionName(PermissionId.Config_Tax, english)).toBe(String(PermissionId.Config_Tax));
  });
});

describe('integration server permissions', () => {
  it('are offered only for Integration Server, and only the three', () => {
    expect(INTEGRATION_SERVER_PERMISSIONS).toEqual([500, 400, 401]);
    expect(offersIntegrationServerPermissions(ServiceAccountType.IntegrationServer)).toBe(true);
    for (const type of SERVICE_ACCOUNT_TYPES.filter((t) => t !== ServiceAccountType.IntegrationServer)) {
      expect(offersIntegrationServerPermissions(type)).toBe(false);
    }
    expect(offersIntegrationServerPermissions(undefined)).toBe(false);
  });

  it('keeps only offered permissions, once each', () => {
    expect(
      allowedIntegrationServerPermissions(ServiceAccountType.IntegrationServer, [
        PermissionId.PartnerServices_Sales,
        PermissionId.Config_Tax,
        PermissionId.PartnerServices_Sales,
        PermissionId.All,
      ]),
    ).toEqual([PermissionId.PartnerServices_Sales]);
    expect(
      allowedIntegrationServerPermissions(ServiceAccountType.POSServer, [PermissionId.PartnerServices_Sales]),
    ).toEqual([]);
    expect(allowedIntegrationServerPermissions(ServiceAccountType.IntegrationServer, undefined)).toEqual([]);
  });

  it('toggles a permission on and off', () => {
    expect(toggleIntegrationServerPermission([500], PermissionId.PartnerServices_Config, true)).toEqual([500, 400]);
    expect(toggleIntegrationServerPermission([500, 400], PermissionId.PartnerServices_Config, true)).toEqual([
      500, 400,
    ]);
    expect(toggleIntegrationServerPermission([500, 400], PermissionId.DataExtractionService_Templates, false)).toEqual([
      400,
    ]);
    expect(toggleIntegrationServerPermission(undefined, PermissionId.PartnerServices_Sales, true)).toEqual([401]);
  });
});

describe('changing the type', () => {
  it('away from Integration Server clears the permissions', () => {
    const changed = withServiceAccountType(harbourIntegration, ServiceAccountType.ATPUploader);
    expect(changed.serviceAccountType).toBe(ServiceAccountType.ATPUploader);
    expect(changed.integrationServerPermissions).toEqual([]);
    expect(changed.name).toBe('Harbour Integration');
  });

  it('back to Integration Server does not bring them back', () => {
    const away = withServiceAccountType(harbourIntegration, ServiceAccountType.TestPOS);
    expect(withServiceAccountType(away, ServiceAccountType.IntegrationServer).integrationServerPermissions).toEqual([]);
  });

  it('to Integration Server keeps the permissions it has', () => {
    expect(
      withServiceAccountType(harbourIntegration, ServiceAccountType.IntegrationServer).integrationServerPermissions,
    ).toEqual([500, 401]);
  });
});

describe('toPostedServiceAccount', () => {
  it('drops the read-only node name and keeps the rest', () => {
    expect(toPostedServiceAccount(harbourIntegration)).toEqual({
      serviceAccountID: '70000000-0000-4000-8000-000000000003',
      name: 'Harbour Integration',
      serviceAccountType: ServiceAccountType.IntegrationServer,
      rootNodeID: null,
      rootNodeType: null,
      integrationServerPermissions: [500, 401],
    });
  });

  it('applies the type rule to a record whose type was changed in the grid', () => {
    const edited = { ...harbourIntegration, serviceAccountType: ServiceAccountType.POSServer };
    expect(toPostedServiceAccount(edited).integrationServerPermissions).toEqual([]);
  });

  it('sends no restriction kind without a restriction, and null for a new record without one', () => {
    expect(
      toPostedServiceAccount({ ...harbourIntegration, rootNodeType: RootNodeType.Outlet }).rootNodeType,
    ).toBeNull();
    const created = toPostedServiceAccount({ name: 'New', serviceAccountType: ServiceAccountType.TestPOS });
    expect(created).toEqual({
      name: 'New',
      serviceAccountType: ServiceAccountType.TestPOS,
      rootNodeID: null,
      rootNodeType: null,
      integrationServerPermissions: [],
    });
  });

  it('keeps a restriction', () => {
    const restricted = toPostedServiceAccount({
      name: 'Quayside POS Server',
      serviceAccountType: ServiceAccountType.POSServer,
      rootNodeID: '60000000-0000-4000-8000-000000000002',
      rootNodeType: RootNodeType.Outlet,
      rootNodeName: 'Quayside Fish Bar',
    });
    expect(restricted.rootNodeID).toBe('60000000-0000-4000-8000-000000000002');
    expect(restricted.rootNodeType).toBe(RootNodeType.Outlet);
    expect('rootNodeName' in restricted).toBe(false);
  });
});

describe('serviceAccountChanged', () => {
  it('counts a change of what would be sent, not of white space around the name', () => {
    expect(serviceAccountChanged(harbourIntegration, { ...harbourIntegration })).toBe(false);
    expect(
      serviceAccountChanged(harbourIntegration, { ...harbourIntegration, name: ` ${harbourIntegration.name} ` }),
    ).toBe(false);
    expect(serviceAccountChanged(harbourIntegration, { ...harbourIntegration, name: 'Other' })).toBe(true);
    expect(serviceAccountChanged(harbourIntegration, { ...harbourIntegration, integrationServerPermissions: [] })).toBe(
      (harbourIntegration.integrationServerPermissions ?? []).length > 0,
    );
    expect(
      serviceAccountChanged(harbourIntegration, { ...harbourIntegration, rootNodeID: null, rootNodeType: null }),
    ).toBe((harbourIntegration.rootNodeID ?? null) !== null);
  });
});

describe("the edit page's fields (SPEC 2.5, 3, 5)", () => {
  it('need a name within the contract limit (32) and a type other than None', () => {
    expect(serviceAccountProblem(english, harbourIntegration)).toBeNull();
    expect(serviceAccountProblem(english, { ...harbourIntegration, name: '  ' })).toBe('Name is required');
    expect(serviceAccountProblem(english, { ...harbourIntegration, name: 'x'.repeat(33) })).toBe(
      'Name must be at most 32 characters',
    );
    expect(serviceAccountProblem(english, { ...harbourIntegration, name: ` ${'x'.repeat(32)} ` })).toBeNull();
    expect(serviceAccountProblem(english, { ...harbourIntegration, serviceAccountType: ServiceAccountType.None })).toBe(
      'Type is required',
    );
    const rules = serviceAccountFormRules(english);
    expect(rules.name('')).toBe('Name is required');
    expect(rules.serviceAccountType(ServiceAccountType.None)).toBe('Type is required');
    expect(rules.serviceAccountType(ServiceAccountType.POSServer)).toBeNull();
    expect(serviceAccountFormRules(german).serviceAccountType(ServiceAccountType.None)).toBe('Typ ist erforderlich');
  });

  it("have SPEC 8's messages", () => {
    expect(english(serviceAccountMessages.load)).toBe(
      'There was an error loading this service account. Please try refreshing the page.',
    );
    expect(english(serviceAccountMessages.resetPassword)).toBe(
      'There was a problem resetting the password for this service account. Please try again later.',
    );
  });
});

describe('a new service account row', () => {
  it('starts with no type, no restriction and no permissions', () => {
    expect(newServiceAccount()).toEqual({
      name: '',
      serviceAccountType: ServiceAccountType.None,
      rootNodeID: null,
      rootNodeType: null,
      integrationServerPermissions: [],
    });
  });
});

describe('serviceAccountValueText (the fields two admins both changed)', () => {
  const names = (id: string) => (id === 'n1' ? 'Bar' : undefined);

  it('names the type, the permissions and the restriction', () => {
    expect(serviceAccountValueText('serviceAccountType', ServiceAccountType.IntegrationServer, english, names)).toBe(
      english('records.serviceAccountType.IntegrationServer'),
    );
    expect(
      serviceAccountValueText(
        'integrationServerPermissions',
        [PermissionId.PartnerServices_Sales, PermissionId.DataExtractionService_Templates],
        english,
        names,
      ),
    ).toBe(
      `${english('serviceAccounts.permission.DataExtractionService_Templates')}, ` +
        english('serviceAccounts.permission.PartnerServices_Sales'),
    );
    const restriction = (rootNodeID: string | null) => ({ rootNodeID, rootNodeType: RootNodeType.Outlet });
    expect(serviceAccountValueText(RESTRICTION_FIELDS[0], restriction('n1'), english, names)).toBe('Bar');
    expect(serviceAccountValueText(RESTRICTION_FIELDS[0], restriction('n2'), english, names)).toBe('n2');
    expect(serviceAccountValueText(RESTRICTION_FIELDS[0], restriction(null), german, names)).toBe(
      german('serviceAccounts.edit.noRestriction'),
    );
  });

  it('leaves other fields and empty lists to the plain reading', () => {
    expect(serviceAccountValueText('name', 'Till', english, names)).toBeUndefined();
    expect(serviceAccountValueText('integrationServerPermissions', [], english, names)).toBeUndefined();
  });
});
