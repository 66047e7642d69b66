import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
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
    expect(currencyCodeProblem(english, '')).toBe('Currency Code is required');
    expect(currencyCodeProblem(english, '   ')).toBe('Currency Code is required');
    expect(currencyCodeProblem(english, null)).toBe('Currency Code is required');
  });

  it('must be 2 to 4 characters', () => {
    expect(currencyCodeProblem(english, 'G')).toBe('Currency Code must be 2 to 4 characters');
    expect(currencyCodeProblem(english, 'GBPXX')).toBe('Currency Code must be 2 to 4 characters');
    expect(currencyCodeProblem(english, 'GB')).toBeNull();
    expect(currencyCodeProblem(english, 'GBP')).toBeNull();
    expect(currencyCodeProblem(english, 'GBPX')).toBeNull();
  });

  it('ignores surrounding spaces and sends capitals', () => {
    expect(currencyCodeProblem(english, ' gbp ')).toBeNull();
    expect(normaliseCurrencyCode(' gbp ')).toBe('GBP');
    expect(currencyCodeProblem(english, ' G ')).toBe('Currency Code must be 2 to 4 characters');
  });

  it("speaks the user's language", () => {
    expect(currencyCodeProblem(german, '')).toBe('Währungscode ist erforderlich');
    expect(currencyCodeProblem(german, 'G')).toBe('Währungscode muss 2 bis 4 Zeichen lang sein');
  });
});

describe('the default currency', () => {
  it("is SPEC 9's GBP, a code the rule accepts", () => {
    expect(DEFAULT_CURRENCY).toBe('GBP');
    expect(currencyCodeProblem(english, DEFAULT_CURRENCY)).toBeNull();
  });
});
