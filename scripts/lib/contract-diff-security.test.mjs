import { describe, expect, it } from 'vitest';
import { diffContracts } from './contract-diff.mjs';

// Who may call an operation: a contract of two operations, with `security` set per case.
const contract = (operationSecurity, documentSecurity) => ({
  openapi: '3.1.0',
  ...(documentSecurity ? { security: documentSecurity } : {}),
  paths: {
    '/status': {
      get: { ...(operationSecurity ? { security: operationSecurity } : {}), responses: { 200: { description: 'OK' } } },
      post: { responses: { 200: { description: 'OK' } } },
    },
  },
});
const session = { session: [] };
const superUser = { session: ['superUser'] };
const orgAdmin = { session: ['organisationAdmin'] };
const narrowed = (before, after) => diffContracts(contract(before), contract(after)).breaking;

describe('diffContracts: who may call an operation', () => {
  it('names an operation whose security lets fewer callers in', () => {
    expect(narrowed([session], [superUser])).toEqual([
      'operation security narrowed: GET /status (session -> session[superUser])',
    ]);
    expect(narrowed([], [session])).toEqual(['operation security narrowed: GET /status (anyone -> session)']);
    expect(narrowed([superUser, orgAdmin], [superUser])).toEqual([
      'operation security narrowed: GET /status (session[superUser] | session[organisationAdmin] -> session[superUser])',
    ]);
  });

  it('takes a wider security as no break: a role dropped, an alternative added, anyone', () => {
    expect(narrowed([superUser], [session])).toEqual([]);
    expect(narrowed([superUser], [orgAdmin, superUser])).toEqual([]);
    expect(narrowed([session], [])).toEqual([]);
  });

  it("counts the document's security for an operation without its own", () => {
    expect(diffContracts(contract(undefined, [session]), contract(undefined, [superUser])).breaking).toEqual([
      'operation security narrowed: GET /status (session -> session[superUser])',
      'operation security narrowed: POST /status (session -> session[superUser])',
    ]);
  });
});
