// A server with a hole, for the kit's own test (contract-self-test.mjs): in front of a world, it takes a write that
// carries what the negative sweep marks (a property the contract does not declare, a 1 MiB string, a value nested
// 10,000 deep: `conformUndeclared…`, `conformHuge…`, `conformDeep…`) with a 200 instead of refusing it, and keeps it:
// every later JSON answer holds what it took, as a server that stores undeclared fields answers them in its lists.
import http from 'node:http';

const MARK = /conform(?:Undeclared|Huge|Deep)\d+[A-Za-z0-9_]*/g;

/** Starts the proxy on 127.0.0.1:`port` in front of `upstream`; answers its server (close it to stop). */
export async function startStoringProxy({ port, upstream }) {
  const kept = new Set();
  const server = http.createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const marks = request.method !== 'GET' ? (text.match(MARK) ?? []) : [];
    if (marks.length) {
      for (const mark of marks) kept.add(mark);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const headers = { ...request.headers };
    delete headers['content-length'];
    const answer = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers,
      ...(text ? { body: text } : {}),
    });
    let body = await answer.text();
    if (kept.size && /json/.test(answer.headers.get('content-type') ?? '')) {
      const parsed = JSON.parse(body);
      const stored = { keptByTheProxy: [...kept] };
      body = JSON.stringify(Array.isArray(parsed) ? [...parsed, stored] : { ...parsed, ...stored });
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
