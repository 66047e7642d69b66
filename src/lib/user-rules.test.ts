import { describe, expect, it } from 'vitest';
import { userName } from './user-rules';

describe('userName', () => {
  it('is the full name, else the short name, trimmed', () => {
    expect(userName({ shortName: 'tom', fullName: ' Tom Lee ' })).toBe('Tom Lee');
    expect(userName({ shortName: ' tom ', fullName: '  ' })).toBe('tom');
    expect(userName({ shortName: 'tom', fullName: null })).toBe('tom');
    expect(userName({})).toBe('');
  });
});
