import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODE_MAX_LENGTH,
  CURRENCY_CODE_MIN_LENGTH,
  currencyCodeProblem,
  DEFAULT_CURRENCY,
  normaliseCurrencyCode,
} from './currency-code';

describe('currency code on initialise', () => {
  it('takes its limits from the contract (2 to 4)', () => {
    expect(CURRENCY_CODE_MIN_LENGTH).toBe(2);
    expect(CURRENCY_CODE_MAX_LENGTH).toBe(4);
  });

  it('must not be empty', () => {
    expect(currencyCodeProblem('')).toBe('Currency Code is required');
    expect(currencyCodeProblem('   ')).toBe('Currency Code is required');
    expect(currencyCodeProblem(null)).toBe('Currency Code is required');
  });

  it('must be 2 to 4 characters', () => {
    expect(currencyCodeProblem('G')).toBe('Currency Code must be 2 to 4 characters');
    expect(currencyCodeProblem('GBPXX')).toBe('Currency Code must be 2 to 4 characters');
    expect(currencyCodeProblem('GB')).toBeNull();
    expect(currencyCodeProblem('GBP')).toBeNull();
    expect(currencyCodeProblem('GBPX')).toBeNull();
  });

  it('ignores surrounding spaces and sends capitals', () => {
    expect(currencyCodeProblem(' gbp ')).toBeNull();
    expect(normaliseCurrencyCode(' gbp ')).toBe('GBP');
    expect(currencyCodeProblem(' G ')).toBe('Currency Code must be 2 to 4 characters');
  });
});

describe('the default currency', () => {
  it("is SPEC 9's GBP, a code the rule accepts", () => {
    expect(DEFAULT_CURRENCY).toBe('GBP');
    expect(currencyCodeProblem(DEFAULT_CURRENCY)).toBeNull();
  });
});
