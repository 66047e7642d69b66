import { describe, expect, it } from 'vitest';
import {
  captureMockSettingsFromUrl,
  createMockPreferMiddleware,
  currentPersona,
  currentRules,
  parsePreferRule,
  PERSONA_HEADER,
  preferFor,
  ruleMatches,
  type PreferRule,
} from './mock-prefer';

/** A plain in-memory Storage (each test gets its own). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** The request as the mock middleware passes it on. */
async function runMiddleware(storage: Storage, request: Request): Promise<Request> {
  const onRequest = createMockPreferMiddleware(storage).onRequest;
  if (!onRequest) throw new Error('no onRequest');
  const result = await onRequest({
    request,
    schemaPath: '',
    params: {},
    options: {
      baseUrl: '',
      parseAs: 'json',
      querySerializer: () => '',
      bodySerializer: () => '',
      pathSerializer: (path) => path,
      fetch: globalThis.fetch,
    },
    id: 'test',
  });
  if (!(result instanceof Request)) throw new Error('expected a request');
  return result;
}

function search(params: Array<[string, string]>): string {
  return `?${new URLSearchParams(params).toString()}`;
}

describe('parsePreferRule', () => {
  it('reads method, path and Prefer value', () => {
    expect(parsePreferRule('POST /api/user/batch=code=400, example=BadRequest_UserDoesNotExist')).toEqual({
      method: 'POST',
      path: '/api/user/batch',
      prefer: 'code=400, example=BadRequest_UserDoesNotExist',
    });
  });

  it('upper-cases the method and trims the value', () => {
    expect(parsePreferRule('  get /api/team/*=code=500  ')).toEqual({
      method: 'GET',
      path: '/api/team/*',
      prefer: 'code=500',
    });
  });

  it('refuses text that is not a rule', () => {
    expect(parsePreferRule('')).toBeUndefined();
    expect(parsePreferRule('/api/user=code=400')).toBeUndefined();
    expect(parsePreferRule('POST /api/user')).toBeUndefined();
  });
});

describe('ruleMatches', () => {
  const exact: PreferRule = { method: 'POST', path: '/api/user/batch', prefer: 'code=400' };
  const prefix: PreferRule = { method: 'GET', path: '/api/Organisation/summary/*', prefer: 'code=500' };

  it('matches the exact path and method', () => {
    expect(ruleMatches(exact, 'POST', '/api/user/batch')).toBe(true);
    expect(ruleMatches(exact, 'POST', '/api/user/batch/more')).toBe(false);
    expect(ruleMatches(exact, 'POST', '/api/user')).toBe(false);
    expect(ruleMatches(exact, 'GET', '/api/user/batch')).toBe(false);
  });

  it('ignores case in method and path', () => {
    expect(ruleMatches(exact, 'post', '/API/User/Batch')).toBe(true);
  });

  it('matches a prefix when the path ends with *', () => {
    expect(ruleMatches(prefix, 'GET', '/api/organisation/summary/123')).toBe(true);
    expect(ruleMatches(prefix, 'GET', '/api/Organisation/summary/')).toBe(true);
    expect(ruleMatches(prefix, 'GET', '/api/Organisation')).toBe(false);
  });
});

describe('captureMockSettingsFromUrl', () => {
  it('stores the persona and the rules', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl(
      search([
        ['mockPersona', 'orgAdmin'],
        ['mockPrefer', 'POST /api/user/batch=code=400, example=BadRequest_UserDoesNotExist'],
        ['mockPrefer', 'GET /api/team/*=code=500'],
      ]),
      storage,
    );
    expect(currentPersona(storage)).toBe('orgAdmin');
    expect(currentRules(storage)).toEqual([
      { method: 'POST', path: '/api/user/batch', prefer: 'code=400, example=BadRequest_UserDoesNotExist' },
      { method: 'GET', path: '/api/team/*', prefer: 'code=500' },
    ]);
  });

  it('keeps settings across a later URL without them', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl(
      search([
        ['mockPersona', 'user'],
        ['mockPrefer', 'GET /x=code=404'],
      ]),
      storage,
    );
    captureMockSettingsFromUrl('?page=2', storage);
    expect(currentPersona(storage)).toBe('user');
    expect(currentRules(storage)).toHaveLength(1);
  });

  it('clears every rule on an empty mockPrefer', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl(search([['mockPrefer', 'GET /x=code=404']]), storage);
    captureMockSettingsFromUrl('?mockPrefer=', storage);
    expect(currentRules(storage)).toEqual([]);
    expect(preferFor('GET', '/x', storage)).toBeUndefined();
  });

  it('ignores an unknown persona and defaults to the super user', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl('?mockPersona=hacker', storage);
    expect(currentPersona(storage)).toBe('superUser');
  });
});

describe('preferFor', () => {
  it('asks for the persona example of GET /Authentication/current', () => {
    const storage = new MemoryStorage();
    expect(preferFor('GET', '/Authentication/current', storage)).toBe('example=superUser');
    captureMockSettingsFromUrl('?mockPersona=anonymous', storage);
    expect(preferFor('get', '/authentication/current', storage)).toBe('example=anonymous');
  });

  it('asks for a 401 when logged out', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl('?mockPersona=loggedOut', storage);
    expect(preferFor('GET', '/Authentication/current', storage)).toBe('code=401');
  });

  it('asks for nothing on other calls', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl('?mockPersona=user', storage);
    expect(preferFor('GET', '/api/locale/', storage)).toBeUndefined();
    expect(preferFor('POST', '/Authentication/current', storage)).toBeUndefined();
  });

  it('lets a rule win over the persona', () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl(
      search([
        ['mockPersona', 'user'],
        ['mockPrefer', 'GET /Authentication/current=code=500'],
      ]),
      storage,
    );
    expect(preferFor('GET', '/Authentication/current', storage)).toBe('code=500');
  });

  it('survives corrupt stored rules', () => {
    const storage = new MemoryStorage();
    storage.setItem('mock.prefer', '{not json');
    expect(currentRules(storage)).toEqual([]);
  });
});

describe('createMockPreferMiddleware', () => {
  it('sets the Prefer header unless the request already has one', async () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl('?mockPersona=orgAdmin', storage);
    const run = (request: Request) => runMiddleware(storage, request);

    const plain = await run(new Request('http://console.test/Authentication/current'));
    expect(plain.headers.get('Prefer')).toBe('example=orgAdmin');
    const forced = await run(
      new Request('http://console.test/Authentication/current', { headers: { Prefer: 'code=500' } }),
    );
    expect(forced.headers.get('Prefer')).toBe('code=500');
  });

  it('names the persona on the console calls (with the marker) only', async () => {
    const storage = new MemoryStorage();
    captureMockSettingsFromUrl('?mockPersona=user', storage);
    const run = (request: Request) => runMiddleware(storage, request);
    const consoleCall = await run(
      new Request('http://console.test/api/user/profile', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
    );
    expect(consoleCall.headers.get(PERSONA_HEADER)).toBe('user');
    const instanceCall = await run(new Request('http://localhost:4010/api/v1/version/info'));
    expect(instanceCall.headers.get(PERSONA_HEADER)).toBeNull();
  });
});
