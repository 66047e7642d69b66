import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  characterClassCount,
  hasEdgeSpace,
  confirmMatches,
  isAcceptablePassword,
  isNewPasswordReady,
  newPasswordRules,
  passwordPolicyBreach,
  passwordPolicyProblem,
  passwordStrength,
} from './password-strength';

const labelOf = (password: string) => english(passwordStrength(password).label);
const PASSWORD_TOO_SHORT_MESSAGE = 'Password needs to be at least 8 characters long';
const PASSWORD_EDGE_SPACE_MESSAGE = 'Password cannot start or end with a space';
const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'The passwords do not match';

describe('passwordStrength', () => {
  it('is too short under 8 characters, whatever the classes', () => {
    expect(passwordStrength('')).toMatchObject({ level: 'tooShort', score: 0 });
    expect(passwordStrength('aA1!aA1')).toMatchObject({ level: 'tooShort', score: 0 });
    expect(passwordStrength('a'.repeat(7)).level).toBe('tooShort');
  });

  it('scores by character classes from 8 characters (the 8 boundary)', () => {
    expect(labelOf('aaaaaaaa')).toBe('Very weak'); // 1 class
    expect(labelOf('aaaaaaaA')).toBe('Weak'); // 2 classes
    expect(labelOf('aaaaaaA1')).toBe('Average'); // 3 classes
    expect(labelOf('aaaaaA1!')).toBe('Strong'); // 4 classes
  });

  it('scores each class count at 15 characters (the last scored length)', () => {
    expect(labelOf('!'.repeat(15))).toBe('Very weak'); // 1 class (special only)
    expect(labelOf('1'.repeat(15))).toBe('Very weak'); // 1 class (digits only)
    expect(labelOf(`${'a'.repeat(14)}1`)).toBe('Weak');
    expect(labelOf(`${'A'.repeat(13)}1!`)).toBe('Average');
    expect(labelOf(`${'a'.repeat(12)}A1!`)).toBe('Strong');
  });

  it('is very strong from 16 characters, whatever the classes', () => {
    expect(passwordStrength('a'.repeat(16))).toMatchObject({ level: 'veryStrong', score: 5 });
    expect(labelOf('a'.repeat(16))).toBe('Very strong');
    expect(german(passwordStrength('a'.repeat(16)).label)).toBe('Sehr stark');
    expect(labelOf('a'.repeat(40))).toBe('Very strong');
    expect(labelOf(`${'a'.repeat(12)}A1!x`)).toBe('Very strong');
  });

  it('gives each level its SPEC label and an increasing score', () => {
    const samples = ['short', 'aaaaaaaa', 'aaaaaaaA', 'aaaaaaA1', 'aaaaaA1!', 'a'.repeat(16)];
    expect(samples.map(labelOf)).toEqual(['Too short', 'Very weak', 'Weak', 'Average', 'Strong', 'Very strong']);
    expect(samples.map((s) => passwordStrength(s).score)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('😀😀😀😀').level).toBe('tooShort');
    expect(passwordStrength('😀😀😀😀😀😀😀😀').level).toBe('veryWeak');
  });
});

describe('characterClassCount', () => {
  it('counts lowercase, uppercase, digit and the specials !@#$%^&*', () => {
    expect(characterClassCount('')).toBe(0);
    expect(characterClassCount('abc')).toBe(1);
    expect(characterClassCount('ABC')).toBe(1);
    expect(characterClassCount('123')).toBe(1);
    for (const special of '!@#$%^&*') expect(characterClassCount(special)).toBe(1);
    expect(characterClassCount('aB')).toBe(2);
    expect(characterClassCount('aB3')).toBe(3);
    expect(characterClassCount('aB3&')).toBe(4);
  });

  it('does not count other punctuation, spaces or accented letters as a class', () => {
    expect(characterClassCount('-_.,;:?()[] ~+=')).toBe(0);
    expect(characterClassCount('éàü')).toBe(0);
    expect(passwordStrength('--------').level).toBe('veryWeak'); // 0 classes
  });
});

describe('passwordPolicyProblem / isAcceptablePassword', () => {
  it('asks for 8 characters: 7 fails, 8 passes', () => {
    expect(passwordPolicyProblem(english, '1234567')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordPolicyBreach('1234567')).toBe('tooShort');
    expect(passwordPolicyProblem(german, '1234567')).toBe('Das Kennwort muss mindestens 8 Zeichen lang sein');
    expect(passwordPolicyProblem(english, '12345678')).toBeNull();
    expect(isAcceptablePassword('1234567')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(true);
  });

  it('has no message for an empty password, which is still not acceptable', () => {
    expect(passwordPolicyProblem(english, '')).toBeNull();
    expect(isAcceptablePassword('')).toBe(false);
  });
});

describe('passwordPolicyProblem: no white space at either end', () => {
  it('refuses a password that starts or ends with a space, a tab, a no-break space or a line break', () => {
    for (const password of [
      'Secret123! ',
      ' Secret123!',
      '  Secret123!  ',
      'Secret123!\t',
      '\u00a0Secret123!',
      'Secret123!\n',
      ' ',
    ]) {
      expect(passwordPolicyProblem(english, password), JSON.stringify(password)).toBe(PASSWORD_EDGE_SPACE_MESSAGE);
      expect(isAcceptablePassword(password), JSON.stringify(password)).toBe(false);
    }
    expect(hasEdgeSpace('Secret123! ')).toBe(true);
  });

  it('accepts spaces inside a password', () => {
    expect(hasEdgeSpace('correct horse battery')).toBe(false);
    expect(passwordPolicyProblem(english, 'correct horse battery')).toBeNull();
    expect(isAcceptablePassword('correct horse battery')).toBe(true);
  });

  it('names the space before the length (the space is what to fix first)', () => {
    expect(passwordPolicyProblem(english, ' abc')).toBe(PASSWORD_EDGE_SPACE_MESSAGE);
    expect(passwordPolicyProblem(english, 'abc')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  });
});

describe('confirmMatches (exact equality)', () => {
  it('matches equal passwords', () => {
    expect(confirmMatches('Harbour-Lights-1', 'Harbour-Lights-1')).toBe(true);
  });

  it('does not ignore leading or trailing white space on either side', () => {
    expect(confirmMatches('Secret123! ', 'Secret123!')).toBe(false);
    expect(confirmMatches('Harbour-Lights-1', ' Harbour-Lights-1 ')).toBe(false);
    expect(confirmMatches('  Harbour-Lights-1\t', 'Harbour-Lights-1')).toBe(false);
  });

  it('does not ignore inner whitespace, case or any other difference', () => {
    expect(confirmMatches('Harbour Lights', 'HarbourLights')).toBe(false);
    expect(confirmMatches('Harbour-Lights-1', 'harbour-lights-1')).toBe(false);
    expect(confirmMatches('Harbour-Lights-1', 'Harbour-Lights-12')).toBe(false);
    expect(confirmMatches('Harbour-Lights-1', '')).toBe(false);
  });
});

describe('isNewPasswordReady', () => {
  it('needs an acceptable password and a confirm equal to it', () => {
    expect(isNewPasswordReady('', '')).toBe(false);
    expect(isNewPasswordReady('1234567', '1234567')).toBe(false);
    expect(isNewPasswordReady('12345678', '1234567')).toBe(false);
    expect(isNewPasswordReady('12345678', '12345678')).toBe(true);
  });

  it('is not ready for "Secret123! " confirmed as "Secret123!", nor for a space at the end typed twice', () => {
    expect(isNewPasswordReady('Secret123! ', 'Secret123!')).toBe(false);
    expect(isNewPasswordReady('Secret123!', 'Secret123! ')).toBe(false);
    expect(isNewPasswordReady('Secret123! ', 'Secret123! ')).toBe(false);
  });
});

describe('newPasswordRules', () => {
  it('give the policy messages, "Password is required" and the mismatch message, as the pair shows them', () => {
    const rules = newPasswordRules(english);
    expect(rules.password('')).toBe('Password is required');
    expect(rules.password('1234567')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(rules.password('Secret123! ')).toBe(PASSWORD_EDGE_SPACE_MESSAGE);
    expect(rules.password('12345678')).toBeNull();
    expect(rules.confirm('12345678', { password: '12345678', confirm: '12345678' })).toBeNull();
    expect(rules.confirm('12345678 ', { password: '12345678', confirm: '12345678 ' })).toBe(
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    );
    expect(rules.confirm('1234567', { password: '12345678', confirm: '1234567' })).toBe(PASSWORDS_DO_NOT_MATCH_MESSAGE);
  });
});
