import { describe, expect, it } from 'vitest';
import { renderLimits } from './generate.mjs';

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const info = { 'x-request-limits': { maxBodyBytes: 1024, maxBodyDepth: 8 } };

describe('renderLimits', () => {
  it("carries an array's maxItems and minItems, also from the part of an allOf that narrows a batch", () => {
    const spec = {
      info,
      components: {
        schemas: {
          BatchRequest: {
            type: 'object',
            properties: {
              changes: { type: 'array', items: {} },
              deletes: { type: 'array', items: { type: 'string' } },
            },
          },
          ThingBatchRequest: {
            allOf: [
              ref('BatchRequest'),
              {
                type: 'object',
                properties: {
                  changes: { type: 'array', maxItems: 1000, items: ref('Thing') },
                  deletes: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string' } },
                },
              },
            ],
          },
          Thing: { type: 'object', properties: { name: { type: 'string', maxLength: 32 } } },
        },
      },
    };
    const text = renderLimits(spec);
    expect(text).toContain('export const ThingBatchRequest = {\n  "changes": {\n    "maxItems": 1000\n  },');
    expect(text).toContain('"deletes": {\n    "maxItems": 500,\n    "minItems": 1\n  }');
    expect(text).not.toContain('const BatchRequest');
    // Stable: the keys in one order (LIMIT_KEYS), whatever the contract's; the same contract renders the same text.
    expect(renderLimits(structuredClone(spec))).toBe(text);
  });

  it("carries each operation's x-mail-limit by operationId, in a stable order", () => {
    const limit = { windowSeconds: 600, perOrganisation: 100, perAddress: 3 };
    const spec = {
      info,
      paths: {
        '/b/sendinvite': { post: { operationId: 'sendInvite', 'x-mail-limit': limit } },
        '/a/reset': { post: { operationId: 'resetSend', 'x-mail-limit': { perAddress: 3, windowSeconds: 600 } } },
        '/c/list': { get: { operationId: 'list' } },
      },
      components: { schemas: {} },
    };
    const text = renderLimits(spec);
    expect(text).toContain(
      'export const mailLimits = {\n  "resetSend": {\n    "perAddress": 3,\n    "windowSeconds": 600\n  },\n  "sendInvite": {\n    "perAddress": 3,\n    "perOrganisation": 100,\n    "windowSeconds": 600\n  }\n} as const;',
    );
    expect(text).not.toContain('"list"');
  });

  it("carries the contract's limits of any request body, and fails a contract without them", () => {
    expect(renderLimits({ info, components: { schemas: {} } })).toContain(
      'export const requestLimits = {\n  "maxBodyBytes": 1024,\n  "maxBodyDepth": 8\n} as const;',
    );
    expect(() => renderLimits({ info: {}, components: { schemas: {} } })).toThrow(/x-request-limits/);
  });
});
