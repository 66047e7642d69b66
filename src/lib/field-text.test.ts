import { describe, expect, it } from 'vitest';
import { checkedText, textProblem, trimmedText, withTrimmedText } from './field-text';

describe('field text rule', () => {
  it('a trimming field measures and sends the text without leading and trailing spaces', () => {
    expect(trimmedText('  GB  ')).toBe('GB');
    expect(trimmedText(null)).toBe('');
    expect(checkedText('  GB  ', { trim: true })).toBe('GB');
    expect(checkedText('  GB  ', {})).toBe('  GB  ');
    expect(textProblem('Currency Code', '  GB  ', { maxLength: 4, trim: true })).toBeNull();
    expect(textProblem('Currency Code', '  GB  ', { maxLength: 4 })).toBe('Currency Code must be at most 4 characters');
    expect(textProblem('Name', ' abcde ', { maxLength: 4, trim: true })).toBe('Name must be at most 4 characters');
  });

  it('blank text is missing when required', () => {
    expect(textProblem('Name', '   ', { required: true, trim: true })).toBe('Name is required');
    expect(textProblem('Name', '   ', { required: true })).toBe('Name is required');
    expect(textProblem('Name', undefined, { required: false })).toBeNull();
  });

  it('withTrimmedText trims the named string fields only', () => {
    const record = { name: '  Team  ', code: ' X ', other: '  kept  ', missing: null as string | null };
    expect(withTrimmedText(record, ['name', 'code', 'missing'])).toEqual({ name: 'Team', code: 'X', other: '  kept  ', missing: null });
    expect(record.name).toBe('  Team  ');
  });
});
