import { describe, expect, it } from 'vitest';
import { isAbsoluteUri, isHttpUri } from './absolute-uri';

describe('isAbsoluteUri', () => {
  it('accepts absolute URIs of any scheme', () => {
    expect(isAbsoluteUri('https://insights.kappapos.example/signin-oidc')).toBe(true);
    expect(isAbsoluteUri('http://localhost:4010')).toBe(true);
    expect(isAbsoluteUri('myapp://callback')).toBe(true);
    expect(isAbsoluteUri('urn:ietf:wg:oauth:2.0:oob')).toBe(true);
  });

  it('rejects relative, blank and spaced values', () => {
    expect(isAbsoluteUri('')).toBe(false);
    expect(isAbsoluteUri('/signin-oidc')).toBe(false);
    expect(isAbsoluteUri('insights.kappapos.example')).toBe(false);
    expect(isAbsoluteUri('https://a.example/x y')).toBe(false);
    expect(isAbsoluteUri(' https://a.example')).toBe(false);
  });
});

describe('isHttpUri', () => {
  it('accepts http and https addresses with a host', () => {
    expect(isHttpUri('http://localhost:4010')).toBe(true);
    expect(isHttpUri('https://remote-orders.kappapos.example/api')).toBe(true);
  });

  it('rejects other schemes and hostless values', () => {
    expect(isHttpUri('ftp://files.example')).toBe(false);
    expect(isHttpUri('myapp://callback')).toBe(false);
    expect(isHttpUri('localhost:4010')).toBe(false);
    expect(isHttpUri('http://')).toBe(false);
    expect(isHttpUri('')).toBe(false);
  });
});
