import { describe, expect, it } from 'vitest';
import { acknowledgements, diffContracts, schemaUsage } from './contract-diff.mjs';

// Small hand-made bundled contracts: `User` is read by GET /users and sent by POST /users.
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema) => ({ content: { 'application/json': { schema } } });

function base() {
  return {
    openapi: '3.1.0',
    paths: {
      '/users': {
        get: {
          parameters: [{ name: 'filter', in: 'query', schema: { type: 'string' } }],
          responses: {
            200: json({ type: 'array', items: ref('User') }),
            404: { $ref: '#/components/responses/NotFound' },
          },
        },
        post: { requestBody: json(ref('User')), responses: { 200: json(ref('User')) } },
      },
      '/users/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { 200: json(ref('User')) },
        },
        delete: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: json({ type: 'object', properties: { ok: { type: 'boolean' } } }) },
        },
      },
      '/status': {
        get: { responses: { 200: json(ref('Status')) } },
      },
      '/search': {
        post: {
          requestBody: json(ref('SearchQuery')),
          responses: { 200: json({ type: 'object', required: ['total'], properties: { total: { type: 'integer' } } }) },
        },
      },
    },
    components: {
      responses: { NotFound: { description: 'Not found', ...json(ref('ApiError')) } },
      schemas: {
        User: {
          type: 'object',
          required: ['shortName', 'email'],
          properties: {
            id: { type: 'string', format: 'uuid', readOnly: true },
            shortName: { type: 'string', maxLength: 64, minLength: 1 },
            email: { type: 'string', pattern: '^.+@.+$' },
            locale: { type: ['string', 'null'] },
            role: ref('Role'),
            tags: { type: 'array', items: { type: 'string' }, maxItems: 10 },
            age: { type: 'integer', minimum: 0 },
            secret: { type: 'string', writeOnly: true },
            createdAt: { type: 'string', readOnly: true },
          },
        },
        Role: { type: 'integer', enum: [0, 1, 2] },
        Status: {
          type: 'object',
          required: ['healthy', 'version'],
          properties: { healthy: { type: 'boolean' }, version: { type: 'string' }, node: ref('Node') },
        },
        Node: {
          type: 'object',
          properties: { name: { type: 'string' }, children: { type: 'array', items: ref('Node') } },
        },
        SearchQuery: { type: 'object', properties: { text: { type: 'string' }, page: { type: 'integer' } } },
        ApiError: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
      },
    },
  };
}

/** Applies `change` to a fresh copy of the base contract and compares. */
function diffAfter(change) {
  const after = base();
  change(after);
  return diffContracts(base(), after);
}
const schemas = (spec) => spec.components.schemas;

describe('diffContracts', () => {
  it('finds nothing between identical contracts', () => {
    expect(diffContracts(base(), base())).toEqual({ breaking: [], info: [] });
  });

  it('names a removed path', () => {
    const { breaking } = diffAfter((s) => delete s.paths['/status']);
    expect(breaking).toEqual(['removed path: /status']);
  });

  it('names a removed operation', () => {
    const { breaking } = diffAfter((s) => delete s.paths['/users/{id}'].delete);
    expect(breaking).toEqual(['removed operation: DELETE /users/{id}']);
  });

  it('names a removed response status and removed response content', () => {
    expect(diffAfter((s) => delete s.paths['/users'].get.responses[404]).breaking).toEqual([
      'removed response status: GET /users 404',
    ]);
    const { breaking } = diffAfter((s) => {
      s.paths['/status'].get.responses[200] = { content: { 'text/plain': { schema: { type: 'string' } } } };
    });
    expect(breaking).toEqual(['removed response content: GET /status response 200 application/json']);
  });

  it('names a removed property of a named schema once, however many calls use it', () => {
    const { breaking } = diffAfter((s) => delete schemas(s).User.properties.locale);
    expect(breaking).toEqual(['removed schema property: User.locale']);
  });

  it('names a removed property of an inline schema by its call', () => {
    const { breaking } = diffAfter(
      (s) => delete s.paths['/users/{id}'].delete.responses[200].content['application/json'].schema.properties.ok,
    );
    expect(breaking).toEqual(['removed schema property: DELETE /users/{id} response 200.ok']);
  });

  it('names a narrowed and a changed property type', () => {
    expect(diffAfter((s) => (schemas(s).User.properties.locale.type = 'string')).breaking).toEqual([
      'property type narrowed: User.locale (null|string -> string)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.age = { type: 'string' })).breaking).toEqual([
      'property type changed: User.age (integer -> string)',
    ]);
  });

  it('treats a wider type as breaking only where the schema is in a response', () => {
    expect(diffAfter((s) => (schemas(s).Status.properties.version.type = ['string', 'null'])).breaking).toEqual([
      'property type widened in a response: Status.version (string -> null|string)',
    ]);
    const requestOnly = diffAfter((s) => (schemas(s).SearchQuery.properties.page.type = 'number'));
    expect(requestOnly.breaking).toEqual([]);
    expect(requestOnly.info).toEqual(['property type widened: SearchQuery.page (integer -> number)']);
  });

  it('names a changed format', () => {
    expect(diffAfter((s) => (schemas(s).User.properties.id.format = 'int64')).breaking).toEqual([
      'property format changed: User.id (uuid -> int64)',
    ]);
  });

  it('names each removed enum value; an added value is info', () => {
    const { breaking, info } = diffAfter((s) => (schemas(s).Role.enum = [0, 2, 3]));
    expect(breaking).toEqual(['enum value removed: Role (1)']);
    expect(info).toEqual(['enum value added: Role (3)']);
    expect(diffAfter((s) => (schemas(s).User.properties.shortName.enum = ['a'])).breaking).toEqual([
      'enum constraint added: User.shortName ("a")',
    ]);
  });

  it('names a property that stops being answered (writeOnly) or stops being accepted (readOnly)', () => {
    expect(diffAfter((s) => (schemas(s).User.properties.shortName.writeOnly = true)).breaking).toEqual([
      'property became writeOnly: User.shortName',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.locale.readOnly = true)).breaking).toEqual([
      'property became readOnly: User.locale',
    ]);
    // Already writeOnly, or in a schema only ever sent: nobody read it.
    expect(diffAfter((s) => (schemas(s).User.properties.secret.description = 'x')).breaking).toEqual([]);
    expect(diffAfter((s) => (schemas(s).SearchQuery.properties.text.writeOnly = true)).breaking).toEqual([]);
  });

  it('names a security scheme that is removed or moves (another cookie name)', () => {
    const withCookie = (name) => (s) =>
      (s.components.securitySchemes = { session: { type: 'apiKey', in: 'cookie', name } });
    const before = base();
    withCookie('.Session')(before);
    const after = base();
    withCookie('__Host-.Session')(after);
    expect(diffContracts(before, after).breaking).toEqual([
      'security scheme changed: session (apiKey cookie .Session -> apiKey cookie __Host-.Session)',
    ]);
    expect(diffContracts(before, base()).breaking).toEqual(['removed security scheme: session']);
    expect(diffContracts(before, before).breaking).toEqual([]);
  });

  it('names a request property that becomes required; in a response-only schema it is info', () => {
    expect(diffAfter((s) => schemas(s).User.required.push('locale')).breaking).toEqual([
      'request property newly required: User.locale',
    ]);
    const responseOnly = diffAfter((s) => (schemas(s).Node.required = ['name']));
    expect(responseOnly.breaking).toEqual([]);
    expect(responseOnly.info).toEqual(['response property newly required: Node.name']);
    // readOnly: never sent, so requiring it concerns responses only.
    expect(diffAfter((s) => schemas(s).User.required.push('createdAt')).breaking).toEqual([]);
  });

  it('names a response property that is no longer required; in a request-only schema it is info', () => {
    expect(diffAfter((s) => (schemas(s).Status.required = ['healthy'])).breaking).toEqual([
      'response property no longer required: Status.version',
    ]);
    const requestOnly = diffAfter((s) => {
      schemas(s).SearchQuery.required = ['text'];
    });
    expect(requestOnly.breaking).toEqual(['request property newly required: SearchQuery.text']);
    const relaxed = diffContracts(
      (() => {
        const s = base();
        schemas(s).SearchQuery.required = ['text'];
        return s;
      })(),
      base(),
    );
    expect(relaxed.breaking).toEqual([]);
    expect(relaxed.info).toEqual(['request property no longer required: SearchQuery.text']);
  });

  it('names tightened maxLength, minLength and pattern (and the other limits); loosened ones are info', () => {
    expect(diffAfter((s) => (schemas(s).User.properties.shortName.maxLength = 32)).breaking).toEqual([
      'maxLength tightened: User.shortName (64 -> 32)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.locale.maxLength = 10)).breaking).toEqual([
      'maxLength tightened: User.locale (none -> 10)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.shortName.minLength = 2)).breaking).toEqual([
      'minLength tightened: User.shortName (1 -> 2)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.email.pattern = '^[^@]+@[^@]+$')).breaking).toEqual([
      'pattern changed: User.email (^.+@.+$ -> ^[^@]+@[^@]+$)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.locale.pattern = '^[a-z]{2}$')).breaking).toEqual([
      'pattern changed: User.locale (none -> ^[a-z]{2}$)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.tags.maxItems = 5)).breaking).toEqual([
      'maxItems tightened: User.tags (10 -> 5)',
    ]);
    expect(diffAfter((s) => (schemas(s).User.properties.age.minimum = 18)).breaking).toEqual([
      'minimum tightened: User.age (0 -> 18)',
    ]);
    const loosened = diffAfter((s) => {
      schemas(s).User.properties.shortName.maxLength = 128;
      delete schemas(s).User.properties.email.pattern;
    });
    expect(loosened.breaking).toEqual([]);
    expect(loosened.info).toEqual([
      'maxLength loosened: User.shortName (64 -> 128)',
      'pattern removed: User.email (^.+@.+$)',
    ]);
  });

  it('names a request parameter or body that becomes required; renaming a path parameter is no change', () => {
    expect(diffAfter((s) => (s.paths['/users'].get.parameters[0].required = true)).breaking).toEqual([
      'request parameter newly required: GET /users query filter',
    ]);
    expect(
      diffAfter((s) =>
        s.paths['/users'].get.parameters.push({
          name: 'page',
          in: 'query',
          required: true,
          schema: { type: 'integer' },
        }),
      ).breaking,
    ).toEqual(['request parameter newly required: GET /users query page']);
    expect(diffAfter((s) => (s.paths['/search'].post.requestBody.required = true)).breaking).toEqual([
      'request body newly required: POST /search',
    ]);
    const renamed = diffAfter((s) => {
      s.paths['/users/{userId}'] = s.paths['/users/{id}'];
      delete s.paths['/users/{id}'];
      for (const op of Object.values(s.paths['/users/{userId}'])) op.parameters[0].name = 'userId';
    });
    expect(renamed).toEqual({ breaking: [], info: [] });
  });

  it('lists additions as info only', () => {
    const { breaking, info } = diffAfter((s) => {
      s.paths['/teams'] = { get: { responses: { 200: json({ type: 'string' }) } } };
      s.paths['/status'].put = { responses: { 200: json(ref('Status')) } };
      s.paths['/status'].get.responses[404] = { $ref: '#/components/responses/NotFound' };
      schemas(s).User.properties.nickname = { type: 'string' };
      schemas(s).Team = { type: 'object' };
    });
    expect(breaking).toEqual([]);
    expect(info).toEqual([
      'added response status: GET /status 404',
      'added operation: PUT /status',
      'added path: /teams',
      'added schema property: User.nickname',
      'added schema: Team',
    ]);
  });

  it('compares what two different referenced schemas describe', () => {
    const { breaking } = diffAfter((s) => {
      schemas(s).StatusV2 = { type: 'object', required: ['healthy'], properties: { healthy: { type: 'boolean' } } };
      s.paths['/status'].get.responses[200] = json(ref('StatusV2'));
    });
    expect(breaking).toEqual([
      'removed schema property: GET /status response 200.version',
      'removed schema property: GET /status response 200.node',
    ]);
  });

  it('sees a reference made nullable with oneOf as a wider response type, not as lost properties', () => {
    const { breaking } = diffAfter(
      (s) => (schemas(s).Status.properties.node = { oneOf: [ref('Node'), { type: 'null' }] }),
    );
    expect(breaking).toEqual(['property type widened in a response: Status.node (object -> null|object)']);
  });

  it('names a change of an allOf base schema once, under the base', () => {
    const withBatch = (s) => {
      schemas(s).BatchRequest = {
        type: 'object',
        properties: { changes: { type: 'array', items: {} }, deletes: { type: 'array', items: { type: 'string' } } },
      };
      schemas(s).UserBatchRequest = {
        allOf: [
          ref('BatchRequest'),
          { type: 'object', properties: { changes: { type: 'array', items: ref('User') } } },
        ],
      };
      s.paths['/users/batch'] = {
        post: { requestBody: json(ref('UserBatchRequest')), responses: { 200: json({ type: 'string' }) } },
      };
    };
    const before = base();
    withBatch(before);
    const after = base();
    withBatch(after);
    delete schemas(after).BatchRequest.properties.deletes;
    schemas(after).UserBatchRequest.allOf[1].properties.changes.maxItems = 100;
    expect(diffContracts(before, after).breaking).toEqual([
      'removed schema property: BatchRequest.deletes',
      'maxItems tightened: UserBatchRequest.changes (none -> 100)',
    ]);
  });

  it('does not loop on recursive schemas compared structurally', () => {
    const { breaking } = diffAfter((s) => {
      schemas(s).Tree = {
        type: 'object',
        properties: { label: { type: 'string' }, children: { type: 'array', items: ref('Tree') } },
      };
      schemas(s).Status.properties.node = ref('Tree');
    });
    expect(breaking).toEqual(['removed schema property: Status.node.name']);
  });
});

describe('schemaUsage', () => {
  it('knows which schemas are sent and which are received, following readOnly and writeOnly', () => {
    const usage = schemaUsage(base());
    expect([...usage.get('User')].sort()).toEqual(['request', 'response']);
    expect([...usage.get('Status')]).toEqual(['response']);
    expect([...usage.get('SearchQuery')]).toEqual(['request']);
    expect([...usage.get('ApiError')]).toEqual(['response']);
  });
});

describe('acknowledgements', () => {
  const changes = ['removed path: /users', 'removed schema property: User.locale', 'enum value removed: Role (1)'];
  it('accepts a list item quoting the exact change in backticks with a reason', () => {
    const markdown = [
      '# Breaking changes',
      '- `removed schema property: User.locale` — the backend never sent it; the console does not read it (2025-06).',
      '* `enum value removed: Role (1)` — <reason>',
      'Prose mentioning `removed path: /users` is not a list item.',
      '- `removed path: /users/{id}` — a longer path does not acknowledge /users.',
      '```',
      '- `removed path: /users` — an example in a code block is no acknowledgement.',
      '```',
      '    - `removed path: /users` — nor is one in an indented code block.',
    ].join('\n');
    expect(acknowledgements(changes, markdown)).toEqual({
      acknowledged: ['removed schema property: User.locale'],
      withoutReason: ['enum value removed: Role (1)'],
      unacknowledged: ['removed path: /users'],
    });
  });
  it('treats a missing file as no acknowledgements', () => {
    expect(acknowledgements(changes, '').unacknowledged).toEqual(changes);
  });
});
