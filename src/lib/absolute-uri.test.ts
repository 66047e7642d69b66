import { describe, expect, it } from 'vitest';
import {
  forbiddenSchemeOf,
  forbiddenSchemeProblem,
  isAbsoluteUri,
  isHttpUri,
  linkHrefOf,
  schemeOf,
} from './absolute-uri';

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

describe('forbidden schemes (javascript:, data:, vbscript:, file:)', () => {
  const forbidden: [string, string][] = [
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(1)', 'javascript'],
    [' javascript:alert(1)', 'javascript'],
    ['\u0001javascript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['javascript://%0aalert(1)', 'javascript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['DATA:image/png;base64,AAAA', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
    ['FILE://server/share', 'file'],
  ];

  it('finds the scheme of each as a browser reads it', () => {
    for (const [value, scheme] of forbidden) {
      expect(forbiddenSchemeOf(value), value).toBe(scheme);
      expect(forbiddenSchemeProblem('Home Page', value), value).toBe(`Home Page may not use the ${scheme}: scheme`);
    }
  });

  it('lets other schemes and scheme-less values through', () => {
    for (const value of [
      'https://a.example',
      'http://localhost:4010',
      'myapp://callback',
      'urn:ietf:wg:oauth:2.0:oob',
      '/relative',
      'javascript',
      'a.example/javascript:x',
      '',
    ]) {
      expect(forbiddenSchemeOf(value), value).toBeUndefined();
      expect(forbiddenSchemeProblem('Uri', value), value).toBeNull();
    }
  });

  it('reads the scheme in lower case, without the colon', () => {
    expect(schemeOf('HTTPS://a.example')).toBe('https');
    expect(schemeOf('myapp+x://cb')).toBe('myapp+x');
    expect(schemeOf('no scheme')).toBeUndefined();
  });
});

describe('linkHrefOf: only http(s) addresses become links', () => {
  it('gives the address of an http(s) one', () => {
    expect(linkHrefOf('http://localhost:4010')).toBe('http://localhost:4010');
    expect(linkHrefOf('https://insights.kappapos.example')).toBe('https://insights.kappapos.example');
  });

  it('gives nothing for any other scheme or value', () => {
    for (const value of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'myapp://cb',
      'ftp://a.example',
      'a.example',
      '',
      null,
      undefined,
    ]) {
      expect(linkHrefOf(value), String(value)).toBeUndefined();
    }
  });
});
