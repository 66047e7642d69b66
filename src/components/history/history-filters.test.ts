import { describe, expect, it } from 'vitest';
import { fieldOptions } from './history-filters';

describe('fieldOptions', () => {
  it("offers the form's fields by their labels, in the form's order", () => {
    expect(fieldOptions({ displayName: 'Name', email: 'Email' })).toEqual([
      { value: 'displayName', label: 'Name' },
      { value: 'email', label: 'Email' },
    ]);
  });

  it('leaves out a field without a label, and offers nothing without labels', () => {
    expect(fieldOptions({ a: '', b: undefined, c: 'C' })).toEqual([{ value: 'c', label: 'C' }]);
    expect(fieldOptions()).toEqual([]);
  });
});
