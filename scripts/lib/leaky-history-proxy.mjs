// A server with holes in its history, for the kit's own test (contract-self-test.mjs): in front of a world, it
// (1) writes each write-only value it was sent (a secret, a key, a new password) or answered (a service account's
// generated password) into the history answers, as the `after` of each change the world marks `replaced`, and
// (2) answers an organisation's history path for a record of another organisation, as a server that looks the record
// up without its organisation would. The history workflows must fail against it.
import http from 'node:http';

/** The write-only fields of the requests and answers, by the field name a history gives them. */
const WRITE_ONLY = { secret: 'secret', jwtSigningKey: 'jwtSigningKey', newClientSecret: 'newClientSecret' };
const PASSWORDS = ['newPassword', 'userPassword', 'generatedPassword'];
const ORGANISATION_HISTORY = /^\/api\/organisation\/[^/]+\/history\/([^/]+)\/([^/?]+)(\?.*)?$/;

/** Each write-only value in a JSON text (any depth), by its history field name. */
function writeOnlyValues(text, found) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string' && value) {
          if (WRITE_ONLY[key]) found.set(WRITE_ONLY[key], value);
          if (PASSWORDS.includes(key)) found.set('password', value);
        } else walk(value);
      }
    }
  };
  walk(parsed);
}

/** Starts the proxy on 127.0.0.1:`port` in front of the world at `upstream`; answers its server (close it to stop). */
export async function startLeakyHistoryProxy({ port, upstream }) {
  const seen = new Map();
  const server = http.createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    if (text) writeOnlyValues(text, seen);
    const headers = { ...request.headers };
    delete headers['content-length'];
    const ask = (url, extra = {}) =>
      fetch(`${upstream}${url}`, {
        method: request.method,
        headers: { ...headers, ...extra },
        ...(text ? { body: text } : {}),
      });
    let answer = await ask(request.url);
    const elsewhere = request.method === 'GET' && ORGANISATION_HISTORY.exec(request.url ?? '');
    if (elsewhere && answer.status === 404) {
      // The record looked up without its organisation: any organisation's, as the world's super user reads it.
      const [, type, id, query = ''] = elsewhere;
      answer = await ask(`/api/auditlog/history/${type}/${id}${query}`, { 'x-mock-persona': 'superUser' });
    }
    let body = await answer.text();
    if (/json/.test(answer.headers.get('content-type') ?? '')) {
      writeOnlyValues(body, seen);
      if (/\/history\//.test(request.url ?? '') && answer.ok) {
        const entries = JSON.parse(body);
        for (const change of entries.flatMap((entry) => entry.changes ?? [])) {
          if (change.replaced && seen.has(change.field)) {
            Object.assign(change, { replaced: false, after: seen.get(change.field) });
          }
        }
        body = JSON.stringify(entries);
      }
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
