import { describe, expect, it } from 'vitest';
import { READ_NOT_SHOWN } from './read-not-shown';

describe('READ_NOT_SHOWN', () => {
  it('takes the text out of the layout and the view, not out of what a screen reader reads', () => {
    // display: none or visibility: hidden would hide it from screen readers too.
    expect(READ_NOT_SHOWN).not.toHaveProperty('display');
    expect(READ_NOT_SHOWN).not.toHaveProperty('visibility');
    expect(READ_NOT_SHOWN).toMatchObject({ position: 'absolute', width: 1, height: 1, overflow: 'hidden' });
    expect(READ_NOT_SHOWN.clip).toBe('rect(0 0 0 0)');
  });
});
