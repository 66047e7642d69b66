import { describe, expect, it } from 'vitest';
import { hasMalformedEscape } from './malformed-url';

describe('hasMalformedEscape', () => {
  it('finds escapes that do not decode', () => {
    expect(hasMalformedEscape('/resetpassword/confirm/%00/%ZZ/x')).toBe(true);
    expect(hasMalformedEscape('/admin/users/edit/%E0%A4%A')).toBe(true);
    expect(hasMalformedEscape('/admin/users/edit/%')).toBe(true);
  });

  it('accepts ordinary and well-formed escaped paths', () => {
    expect(hasMalformedEscape('/')).toBe(false);
    expect(hasMalformedEscape('/admin/users/edit/20000000-0000-4000-8000-000000000001')).toBe(false);
    expect(hasMalformedEscape('/invitations/accept/T0k/new.starter%40harbourfishbar.example')).toBe(false);
    expect(hasMalformedEscape('/resetpassword/confirm/%E0%A4%A4/x')).toBe(false);
  });
});
