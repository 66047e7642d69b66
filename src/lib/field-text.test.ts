import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { checkedText, textProblem, textRule, trimmedText, withTrimmedText } from './field-text';

describe('field text rule', () => {
  it('a trimming field measures and sends the text without leading and trailing spaces', () => {
    expect(trimmedText('  GB  ')).toBe('GB');
    expect(trimmedText(null)).toBe('');
    expect(checkedText('  GB  ', { trim: true })).toBe('GB');
    expect(checkedText('  GB  ', {})).toBe('  GB  ');
    expect(textProblem(english, 'Currency Code', '  GB  ', { maxLength: 4, trim: true })).toBeNull();
    expect(textProblem(english, 'Currency Code', '  GB  ', { maxLength: 4 })).toBe(
      'Currency Code must be at most 4 characters',
    );
    expect(textProblem(english, 'Name', ' abcde ', { maxLength: 4, trim: true })).toBe(
      'Name must be at most 4 characters',
    );
  });

  it('blank text is missing when required', () => {
    expect(textProblem(english, 'Name', '   ', { required: true, trim: true })).toBe('Name is required');
    expect(textProblem(english, 'Name', '   ', { required: true })).toBe('Name is required');
    expect(textProblem(english, 'Name', undefined, { required: false })).toBeNull();
  });

  it('withTrimmedText trims the named string fields only', () => {
    const record = { name: '  Team  ', code: ' X ', other: '  kept  ', missing: null as string | null };
    expect(withTrimmedText(record, ['name', 'code', 'missing'])).toEqual({
      name: 'Team',
      code: 'X',
      other: '  kept  ',
      missing: null,
    });
    expect(record.name).toBe('  Team  ');
  });

  it('reports required and too long values', () => {
    expect(textProblem(english, 'Name', '', { required: true })).toBe('Name is required');
    expect(textProblem(english, 'Name', null, { required: true })).toBe('Name is required');
    expect(textProblem(english, 'Short Name', 'x'.repeat(33), { maxLength: 32 })).toBe(
      'Short Name must be at most 32 characters',
    );
    expect(textProblem(english, 'Short Name', 'x'.repeat(32), { maxLength: 32, required: true })).toBeNull();
    expect(textProblem(english, 'Name', '', {})).toBeNull();
  });

  it('textRule is the form rule of a field: the same message for a value', () => {
    const rule = textRule(english, 'Name', { required: true, maxLength: 4, trim: true });
    expect(rule('')).toBe('Name is required');
    expect(rule(' abcd ')).toBeNull();
    expect(rule('abcde')).toBe('Name must be at most 4 characters');
    expect(textRule(english, 'Key', { maxLength: 2 })(' a ')).toBe('Key must be at most 2 characters');
  });

  it("speaks the user's language around the label the screen gives", () => {
    expect(textProblem(german, 'Name', '', { required: true })).toBe('Name ist erforderlich');
    expect(textProblem(german, 'Name', 'x'.repeat(33), { maxLength: 32 })).toBe(
      'Name darf höchstens 32 Zeichen lang sein',
    );
  });
});
