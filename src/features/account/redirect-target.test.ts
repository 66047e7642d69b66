import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

const fallback = '/profile';

describe('safeRedirectTarget', () => {
  it('keeps a same-origin path with its search and hash', () => {
    expect(safeRedirectTarget('/profile', fallback)).toBe('/profile');
    expect(safeRedirectTarget('/organisation/10000000-0000-4000-8000-000000000005', fallback)).toBe(
      '/organisation/10000000-0000-4000-8000-000000000005',
    );
    expect(safeRedirectTarget('/admin/users?x=1#top', fallback)).toBe('/admin/users?x=1#top');
    expect(safeRedirectTarget('/', fallback)).toBe('/');
  });

  it('normalises dot segments without leaving the console', () => {
    expect(safeRedirectTarget('/a/../profile', fallback)).toBe('/profile');
    expect(safeRedirectTarget('/../../etc', fallback)).toBe('/etc');
  });

  it('gives the fallback when there is no target', () => {
    expect(safeRedirectTarget(undefined, fallback)).toBe(fallback);
    expect(safeRedirectTarget(null, fallback)).toBe(fallback);
    expect(safeRedirectTarget('', fallback)).toBe(fallback);
    expect(safeRedirectTarget(42, fallback)).toBe(fallback);
  });

  it('refuses absolute URLs', () => {
    expect(safeRedirectTarget('https://evil.example/profile', fallback)).toBe(fallback);
    expect(safeRedirectTarget('http://localhost/profile', fallback)).toBe(fallback);
    expect(safeRedirectTarget('HTTPS://evil.example', fallback)).toBe(fallback);
  });

  it('refuses protocol-relative URLs and their backslash variants', () => {
    expect(safeRedirectTarget('//evil.example', fallback)).toBe(fallback);
    expect(safeRedirectTarget('//evil.example/profile', fallback)).toBe(fallback);
    expect(safeRedirectTarget('/\\evil.example', fallback)).toBe(fallback);
    expect(safeRedirectTarget('\\\\evil.example', fallback)).toBe(fallback);
    expect(safeRedirectTarget('/\t/evil.example', fallback)).toBe(fallback);
  });

  it('refuses paths that normalise to a protocol-relative URL', () => {
    for (const target of [
      '/.//evil.example',
      '/%2e//evil.example',
      '/%2E//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/././/evil.example/profile?x=1',
    ]) {
      expect(safeRedirectTarget(target, fallback), target).toBe(fallback);
    }
  });

  it('refuses schemes such as javascript: and data:', () => {
    expect(safeRedirectTarget('javascript:alert(1)', fallback)).toBe(fallback);
    expect(safeRedirectTarget('JavaScript:alert(1)', fallback)).toBe(fallback);
    expect(safeRedirectTarget(' javascript:alert(1)', fallback)).toBe(fallback);
    expect(safeRedirectTarget('data:text/html,hi', fallback)).toBe(fallback);
  });

  it('refuses relative paths and control characters', () => {
    expect(safeRedirectTarget('profile', fallback)).toBe(fallback);
    expect(safeRedirectTarget('evil.example', fallback)).toBe(fallback);
    expect(safeRedirectTarget('/profile\n', fallback)).toBe(fallback);
    expect(safeRedirectTarget('/pro\u0000file', fallback)).toBe(fallback);
  });
});
