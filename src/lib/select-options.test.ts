import { describe, expect, it } from 'vitest';
import { NONE_OPTION, groupedOptionsWithNone, keyValueOptions } from './select-options';

describe('keyValueOptions', () => {
  it('stores the key and shows the value, in the order of the list', () => {
    expect(
      keyValueOptions([
        { key: 'pc-2', value: 'POS Core West' },
        { key: 'pc-1', value: 'POS Core East' },
      ]),
    ).toEqual([
      { value: 'pc-2', label: 'POS Core West' },
      { value: 'pc-1', label: 'POS Core East' },
    ]);
    expect(keyValueOptions([])).toEqual([]);
  });
});

describe('groupedOptionsWithNone', () => {
  it('lists the blank choice first, then each option under its heading', () => {
    expect(
      groupedOptionsWithNone([
        { key: 't1', value: 'Kitchen', group: 'Harbour' },
        { key: 't2', value: 'Bar' },
      ]),
    ).toEqual([
      { value: '', label: 'None' },
      { value: 't1', label: 'Kitchen', group: 'Harbour' },
      { value: 't2', label: 'Bar', group: undefined },
    ]);
  });

  it('is the blank choice alone while the list is not loaded or empty', () => {
    expect(groupedOptionsWithNone(undefined)).toEqual([NONE_OPTION]);
    expect(groupedOptionsWithNone([])).toEqual([NONE_OPTION]);
    expect(groupedOptionsWithNone([], 'Keine')).toEqual([{ value: '', label: 'Keine' }]);
  });
});
