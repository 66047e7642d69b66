import { describe, expect, it } from 'vitest';
import { isEmailStructureValid } from './email-rule';

describe('isEmailStructureValid (SPEC 5)', () => {
  it('accepts an address with an @ and a later dot that is not last', () => {
    expect(isEmailStructureValid('uma@harbourfishbar.example')).toBe(true);
    expect(isEmailStructureValid('a@b.c')).toBe(true);
    expect(isEmailStructureValid('first.last@sub.domain.example')).toBe(true);
  });

  it('refuses an empty value', () => {
    expect(isEmailStructureValid('')).toBe(false);
  });

  it('needs an @ that is not the last character', () => {
    expect(isEmailStructureValid('uma.harbourfishbar.example')).toBe(false);
    expect(isEmailStructureValid('uma@')).toBe(false);
    expect(isEmailStructureValid('uma.x@')).toBe(false);
  });

  it('needs a dot after the @', () => {
    expect(isEmailStructureValid('uma@harbourfishbar')).toBe(false);
    expect(isEmailStructureValid('first.last@example')).toBe(false);
  });

  it('refuses a dot that is the last character', () => {
    expect(isEmailStructureValid('uma@harbourfishbar.')).toBe(false);
    expect(isEmailStructureValid('a@b.c.')).toBe(false);
  });

  it('reads the domain after the last @', () => {
    expect(isEmailStructureValid('a.b@c@d')).toBe(false);
    expect(isEmailStructureValid('a@b@c.d')).toBe(true);
  });
});
