// The conformance kit's reference refusals over HTTP (references.mjs is the pure part): the address of a call, how the
// kit asks a server as a role, and one run's document.
import { operationsWithAccess } from './access.mjs';
import { discoverReferences, referenceDocument, referenceTargets } from './references.mjs';
import { requestParameters } from './refusals.mjs';

/** The address of a call of `operationId` with path values `values` (the other required parameters from examples). */
export function callAddress(spec, operationId, values = {}) {
  const found = operationsWithAccess(spec).find((each) => each.operation.operationId === operationId);
  if (!found) throw new Error(`x-reference names ${operationId}, which is not an operation of the contract`);
  const parameters = requestParameters(spec, found.path, found.operation, values);
  const inPath = (name) => parameters.find((p) => p.in === 'path' && p.name === name)?.value;
  const address = found.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(inPath(name))));
  const query = new URLSearchParams(
    parameters.filter((p) => p.in === 'query').map((p) => [p.name, String(p.value)]),
  ).toString();
  return { method: found.method.toUpperCase(), address: query ? `${address}?${query}` : address };
}

/** `ask` over HTTP: a GET of the server as a role, with the headers `headersOf(role)` gives. */
export function askOver(base, spec, headersOf) {
  return async (role, operationId, values) => {
    const { address } = callAddress(spec, operationId, values);
    const answer = await fetch(`${base}${address}`, { headers: headersOf(role), signal: AbortSignal.timeout(30_000) });
    return { status: answer.status, body: await answer.json().catch(() => undefined) };
  };
}

/**
 * The reference refusals of one run against `base`: found with the super user's session (the records of other
 * organisations are a super user's to read) and written as a document; without a super user, each is skipped.
 */
export async function referenceRun(spec, { base, ids, roles, run, headersOf }) {
  const found = roles.includes('superUser')
    ? await discoverReferences(spec, { ids, ask: askOver(base, spec, headersOf) })
    : Object.fromEntries(referenceTargets(spec).map((t) => [t.id, { needs: 'superUser session' }]));
  return referenceDocument(spec, found, { ids, run, sessions: roles });
}
