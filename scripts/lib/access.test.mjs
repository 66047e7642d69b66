import { describe, expect, it } from 'vitest';
import { accessOf, includes, operationsWithAccess } from './access.mjs';

const signedIn = [{ sessionCookie: [] }];

describe('accessOf (who may call, from the contract security)', () => {
  it('reads the five shapes the contract uses', () => {
    expect(accessOf({ security: [] }, signedIn)).toBe('anonymous');
    expect(accessOf({ security: [{}] }, signedIn)).toBe('anonymous');
    expect(accessOf({}, signedIn)).toBe('signedIn');
    expect(accessOf({ security: [{ sessionCookie: ['superUser'] }] }, signedIn)).toBe('superUser');
    expect(
      accessOf({ security: [{ sessionCookie: ['superUser'] }, { sessionCookie: ['organisationAdmin'] }] }, signedIn),
    ).toBe('organisationAdmin');
    expect(accessOf({ security: [{ sessionCookie: ['self'] }, { sessionCookie: ['superUser'] }] }, signedIn)).toBe(
      'self',
    );
  });

  it('refuses, naming the operation, a role it does not know or a shape the console cannot read', () => {
    expect(() => accessOf({ security: [{ sessionCookie: ['auditor'] }] }, signedIn, 'GET /x')).toThrow(
      'GET /x: unknown role auditor',
    );
    expect(() => accessOf({ security: [{ sessionCookie: ['organisationAdmin'] }] }, signedIn, 'GET /y')).toThrow(
      /GET \/y: security .* is none of/,
    );
    expect(() => accessOf({ security: [{ sessionCookie: [], other: [] }] }, signedIn, 'GET /z')).toThrow(
      'GET /z: one security scheme per requirement',
    );
  });

  it("refuses a role about the path's organisation or user on a path without that parameter", () => {
    const spec = {
      paths: {
        '/api/org/{organisationId}/teams': {
          get: {
            operationId: 'teams',
            security: [{ sessionCookie: ['organisationAdmin'] }, { sessionCookie: ['superUser'] }],
          },
        },
      },
    };
    expect(() => operationsWithAccess(spec)).toThrow(
      'GET /api/org/{organisationId}/teams (teams): organisationAdmin needs {orgId} in the path',
    );
  });

  it('lists every operation of a document with its level', () => {
    const spec = {
      security: signedIn,
      paths: { '/a': { get: { operationId: 'a', security: [] }, post: { operationId: 'b' } } },
    };
    expect(operationsWithAccess(spec).map(({ method, path, access }) => `${method} ${path} ${access}`)).toEqual([
      'get /a anonymous',
      'post /a signedIn',
    ]);
  });
});

describe('includes (may a caller of one level make a call of another)', () => {
  it('lets a super user make every call, and keeps self and organisation admins apart', () => {
    expect(includes('organisationAdmin', 'superUser')).toBe(true);
    expect(includes('self', 'superUser')).toBe(true);
    expect(includes('superUser', 'organisationAdmin')).toBe(false);
    expect(includes('self', 'organisationAdmin')).toBe(false);
    expect(includes('organisationAdmin', 'self')).toBe(false);
    expect(includes('signedIn', 'self')).toBe(true);
    expect(includes('signedIn', 'anonymous')).toBe(false);
    expect(includes('anonymous', 'anonymous')).toBe(true);
  });
});
