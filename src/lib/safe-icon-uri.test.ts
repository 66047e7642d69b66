import { describe, expect, it } from 'vitest';
import { safeIconSrc } from './safe-icon-uri';

const origin = 'https://admin.example.com';

describe('safeIconSrc', () => {
  it('shows https icons of another origin', () => {
    expect(safeIconSrc('https://cdn.kappapos.example/apps/pos.png', origin)).toBe(
      'https://cdn.kappapos.example/apps/pos.png',
    );
    expect(safeIconSrc(' HTTPS://cdn.example/a.png ', origin)).toBe('https://cdn.example/a.png');
  });

  it('shows inline PNG, JPEG, GIF and WebP images', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      expect(safeIconSrc(`data:image/${type};base64,AAAA`, origin)).toBe(`data:image/${type};base64,AAAA`);
    }
  });

  it('refuses what would call the console or run script: relative, same-origin, http, SVG, script schemes', () => {
    for (const uri of [
      '/authentication/logout',
      'authentication/logout',
      '//admin.example.com/authentication/logout',
      '\\\\admin.example.com/authentication/logout',
      'https://admin.example.com/authentication/logout',
      'https://ADMIN.example.com:443/authentication/logout',
      'http://cdn.example/a.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'https://user:pass@cdn.example/a.png',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(safeIconSrc(uri, origin), String(uri)).toBeNull();
    }
  });
});
