import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-params';

describe('parseSearch', () => {
  it('keeps as typed a number not written as JSON writes it: a search for an id or a code is text', () => {
    expect(parseSearch('?q=20622e7&filter=1.50&org=12345678901234567890&message=-0')).toEqual({
      q: '20622e7',
      filter: '1.50',
      org: '12345678901234567890',
      message: '-0',
    });
  });

  it('reads what the router writes as it wrote it: numbers, lists, quoted texts, plain texts', () => {
    expect(parseSearch('?page=2&types=%5B1%2C3%5D&q=%2220622e7%22&month=2026-11&user=ali')).toEqual({
      page: 2,
      types: [1, 3],
      q: '20622e7',
      month: '2026-11',
      user: 'ali',
    });
  });
});
