import { describe, expect, it } from 'vitest';
import { consentDocumentUrl, loginUrl, logoutUrl } from './auth-links';

describe('links to the authentication service (SPEC 2.2, 2.6)', () => {
  it('log in with a return url of / unless told, encoded', () => {
    expect(loginUrl()).toBe('/authentication/login?returnUrl=%2F');
    expect(loginUrl('/admin/users?x=1')).toBe('/authentication/login?returnUrl=%2Fadmin%2Fusers%3Fx%3D1');
  });

  it('log out and view a consent document', () => {
    expect(logoutUrl()).toBe('/authentication/logout');
    expect(consentDocumentUrl('c 1')).toBe('/authentication/ViewConsentDocument?consentDocumentID=c%201');
  });
});
