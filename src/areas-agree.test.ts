// Where two areas name the same thing each in its own words, the words agree; neither area may import the other,
// so the comparison lives above both.
import { describe, expect, it } from 'vitest';
import { permissionDisplayName } from './features/permission-groups/permission-catalogue';
import {
  INTEGRATION_SERVER_PERMISSIONS,
  integrationServerPermissionName,
} from './features/service-accounts/service-account-rules';
import { english, german } from './test/translate';

describe('the permissions an integration server is offered', () => {
  it('are named as the permission groups name them, in the console language', () => {
    for (const permission of INTEGRATION_SERVER_PERMISSIONS) {
      expect(integrationServerPermissionName(permission, english)).toBe(permissionDisplayName(permission, english));
      expect(integrationServerPermissionName(permission, german)).toBe(permissionDisplayName(permission, german));
    }
  });
});
