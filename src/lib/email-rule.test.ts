import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { emailFieldProblem, emailKey, isEmailedLinkUsable, isEmailStructureValid } from './email-rule';

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

describe('emailFieldProblem', () => {
  it('asks for an address when blank', () => {
    expect(emailFieldProblem(english, '', 64)).toBe('Email is required');
    expect(emailFieldProblem(english, '   ', 64)).toBe('Email is required');
  });

  it('checks the structure of the trimmed address', () => {
    expect(emailFieldProblem(english, 'uma@harbourfishbar', 64)).toBe('Please enter a valid email address');
    expect(emailFieldProblem(english, ' uma@harbourfishbar.example ', 64)).toBeNull();
  });

  it('counts the text as typed against the limit', () => {
    expect(emailFieldProblem(english, `${'u'.repeat(50)}@harbourfishbar.example`, 64)).toBe(
      'Email must be at most 64 characters',
    );
    expect(emailFieldProblem(english, 'a@b.cd  ', 7)).toBe('Email must be at most 7 characters');
    expect(emailFieldProblem(english, 'a@b.cd', 6, 'Address')).toBeNull();
    expect(emailFieldProblem(english, '', 6, 'Address')).toBe('Address is required');
  });

  it("speaks the user's language", () => {
    expect(emailFieldProblem(german, '', 64)).toBe('E-Mail ist erforderlich');
    expect(emailFieldProblem(german, 'uma@harbourfishbar', 64)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });
});

describe('isEmailedLinkUsable', () => {
  it('needs a token and an email of SPEC 5 structure within every limit', () => {
    expect(isEmailedLinkUsable('tok', 'jo@b.co', [64, 7])).toBe(true);
    expect(isEmailedLinkUsable(' ', 'jo@b.co', [64])).toBe(false);
    expect(isEmailedLinkUsable('tok', 'jo@b', [64])).toBe(false);
    expect(isEmailedLinkUsable('tok', 'jo@b.co', [64, 6])).toBe(false);
  });
});

describe('emailKey', () => {
  it('compares addresses trimmed and in lower case; none is empty', () => {
    expect(emailKey('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(emailKey(null)).toBe('');
  });
});
