import { describe, expect, it } from 'vitest';
import { uniqueByValue } from './unique-options';

describe('uniqueByValue', () => {
  it('keeps the first option of each value, in order', () => {
    const options = [
      { value: 'ut', label: 'ut - first' },
      { value: 'en-GB', label: 'en-GB - English' },
      { value: 'ut', label: 'ut - second' },
    ];
    expect(uniqueByValue(options)).toEqual([
      { value: 'ut', label: 'ut - first' },
      { value: 'en-GB', label: 'en-GB - English' },
    ]);
  });

  it('leaves a list without repeats as it is', () => {
    const options = [{ value: 'a' }, { value: 'b' }];
    expect(uniqueByValue(options)).toEqual(options);
  });
});
