import { describe, expect, it } from 'vitest';
import * as limits from '#/api/limits.gen';
import { english, german } from '#/test/translate';
import { joinedLength, redirectUrisFromText, redirectUrisProblem, redirectUrisToText } from './redirect-uris';

const MAX = limits.Client.redirectUris.joinedMaxLength;

describe('redirect URIs text <-> list', () => {
  it('joins the list with single spaces', () => {
    expect(redirectUrisToText(['https://a.example/cb', 'https://b.example/cb'])).toBe(
      'https://a.example/cb https://b.example/cb',
    );
    expect(redirectUrisToText([])).toBe('');
    expect(redirectUrisToText(null)).toBe('');
    expect(redirectUrisToText(undefined)).toBe('');
  });

  it('splits the text on any whitespace and drops blanks', () => {
    expect(redirectUrisFromText('https://a.example/cb https://b.example/cb')).toEqual([
      'https://a.example/cb',
      'https://b.example/cb',
    ]);
    expect(redirectUrisFromText('  https://a.example/cb \t\n https://b.example/cb  ')).toEqual([
      'https://a.example/cb',
      'https://b.example/cb',
    ]);
    expect(redirectUrisFromText('')).toEqual([]);
    expect(redirectUrisFromText('   ')).toEqual([]);
    expect(redirectUrisFromText(null)).toEqual([]);
  });

  it('round-trips a list', () => {
    const list = [
      'https://backoffice.kappapos.example/signin-oidc',
      'https://backoffice.kappapos.example/silent-renew',
    ];
    expect(redirectUrisFromText(redirectUrisToText(list))).toEqual(list);
  });

  it('measures the joined text', () => {
    expect(joinedLength(['ab', 'cd'])).toBe(5);
    expect(joinedLength([])).toBe(0);
  });
});

describe('redirectUrisProblem', () => {
  it('takes its limit from the contract (1024)', () => {
    expect(MAX).toBe(1024);
  });

  it('accepts an empty input (optional)', () => {
    expect(redirectUrisProblem('', MAX, english)).toBeNull();
    expect(redirectUrisProblem(null, MAX, english)).toBeNull();
  });

  it('accepts a joined text of exactly the limit and rejects one character more', () => {
    const prefix = 'https://a.example/';
    const first = prefix + 'x'.repeat(500 - prefix.length);
    const exact = prefix + 'y'.repeat(MAX - 501 - prefix.length);
    expect(joinedLength([first, exact])).toBe(MAX);
    expect(redirectUrisProblem(`${first} ${exact}`, MAX, english)).toBeNull();
    expect(redirectUrisProblem(`${first} ${exact}y`, MAX, english)).toBe(
      'Redirect URIs must be at most 1024 characters',
    );
  });

  it('measures the stored (single-space) text, not extra spaces typed', () => {
    const one = 'https://a.example/' + 'z'.repeat(MAX - 'https://a.example/'.length);
    expect(redirectUrisProblem(`   ${one}    `, MAX, english)).toBeNull();
  });

  it('rejects a value that is not an absolute URI', () => {
    expect(redirectUrisProblem('https://a.example/cb /relative', MAX, english)).toBe(
      'Redirect URIs: "/relative" is not an absolute URI',
    );
    expect(redirectUrisProblem('myapp://callback', MAX, english)).toBeNull();
  });

  it('refuses the schemes that run code or read local files, naming the value and the scheme', () => {
    expect(redirectUrisProblem('https://a.example/cb javascript:alert(1)', MAX, english)).toBe(
      'Redirect URIs: "javascript:alert(1)" may not use the javascript: scheme',
    );
    expect(redirectUrisProblem('data:text/html,hi', MAX, english)).toBe(
      'Redirect URIs: "data:text/html,hi" may not use the data: scheme',
    );
    expect(redirectUrisProblem('VBScript:msgbox(1)', MAX, english)).toBe(
      'Redirect URIs: "VBScript:msgbox(1)" may not use the vbscript: scheme',
    );
    expect(redirectUrisProblem('file:///etc/passwd', MAX, english)).toBe(
      'Redirect URIs: "file:///etc/passwd" may not use the file: scheme',
    );
    expect(redirectUrisProblem('file:///etc/passwd', MAX, german)).toBe(
      'Umleitungs-URIs: „file:///etc/passwd“ darf das Schema „file:“ nicht verwenden',
    );
  });

  it('uses the given label', () => {
    expect(redirectUrisProblem('x'.repeat(20), 10, english, 'URIs')).toBe('URIs must be at most 10 characters');
  });
});
