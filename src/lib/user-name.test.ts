import { describe, expect, it } from 'vitest';
import { userName } from './user-name';

describe('userName', () => {
  it('is the full name, else the short name, trimmed', () => {
    expect(userName({ shortName: 'tom', fullName: ' Tom Lee ' })).toBe('Tom Lee');
    expect(userName({ shortName: ' tom ', fullName: '  ' })).toBe('tom');
    expect(userName({ shortName: 'tom', fullName: null })).toBe('tom');
    expect(userName({})).toBe('');
  });

  it('names the user of an audit entry the same way', () => {
    expect(userName({ fullName: 'Oliver Owens', shortName: 'Oliver' })).toBe('Oliver Owens');
    expect(userName({ fullName: ' ', shortName: 'Oliver' })).toBe('Oliver');
  });
});
