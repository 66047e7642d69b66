// Who may call an operation, read from the contract's `security` (openapi/openapi.yaml, the `sessionCookie` scheme's
// description): the access levels the console's routes declare and the conformance kit tries. Shared by the generator
// (src/api/access.gen.ts) and the kit's refusals (scripts/lib/refusals.mjs).

/** The access levels, widest first: who may call, and what a route of the console needs. */
export const ACCESS_LEVELS = ['anonymous', 'signedIn', 'self', 'organisationAdmin', 'superUser'];

/** The roles a requirement of the session scheme may name, and the path parameter each is about. */
export const ROLE_PARAMETERS = { superUser: null, organisationAdmin: 'orgId', self: 'userId' };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const requirementText = (security) => JSON.stringify(security);

/**
 * An operation's access level from its `security` (or the document's): `[]` anonymous, `[{scheme: []}]` signed in,
 * `[{scheme: [superUser]}]` super users, and `self` or `organisationAdmin` each as an alternative to `superUser`. Throws,
 * naming the operation, on any other shape: a role the console and the kit do not know, or a combination they cannot
 * read, is a contract error.
 */
export function accessOf(operation, documentSecurity, where = 'an operation') {
  const security = operation.security ?? documentSecurity ?? [];
  if (security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)) {
    return 'anonymous';
  }
  const alternatives = security.map((requirement) => {
    const entries = Object.entries(requirement);
    if (entries.length !== 1)
      throw new Error(`${where}: one security scheme per requirement (${requirementText(security)})`);
    const [, roles] = entries[0];
    for (const role of roles) {
      if (!(role in ROLE_PARAMETERS))
        throw new Error(`${where}: unknown role ${role} (${Object.keys(ROLE_PARAMETERS).join(', ')})`);
    }
    return [...roles].sort().join('+');
  });
  const shape = [...alternatives].sort().join(' | ');
  const levels = {
    '': 'signedIn',
    superUser: 'superUser',
    'organisationAdmin | superUser': 'organisationAdmin',
    'self | superUser': 'self',
  };
  if (shape in levels) return levels[shape];
  throw new Error(`${where}: security ${requirementText(security)} is none of ${ACCESS_LEVELS.join(', ')}`);
}

/** Every operation of a bundled contract with its method, path template and access level. */
export function operationsWithAccess(spec) {
  const found = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path} (${operation.operationId})`;
      const access = accessOf(operation, spec.security, where);
      // A role about the path's organisation or user needs that parameter in the path: else no one but a super user
      // could ever hold it.
      const parameter = ROLE_PARAMETERS[access];
      if (parameter && !path.includes(`{${parameter}}`))
        throw new Error(`${where}: ${access} needs {${parameter}} in the path`);
      found.push({ method, path, operation, access });
    }
  }
  return found;
}

/**
 * Whether a caller of access level `caller` may make a call of level `call`, for the same path: the wider levels
 * include the narrower ones, and a super user may make every call. `self` and `organisationAdmin` are beside each
 * other (neither includes the other).
 */
export function includes(call, caller) {
  if (call === caller || call === 'anonymous') return true;
  if (call === 'signedIn') return caller !== 'anonymous';
  return caller === 'superUser';
}
