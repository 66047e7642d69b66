import { describe, expect, it } from 'vitest';
import { textFields } from '../../lib/record-fields';
import { english, german } from '../../test/translate';
import { NEW_SECRET_MAX_LENGTH, REDIRECT_URIS_MAX_LENGTH, clientFields } from './client-record';

describe("the client's fields (SPEC 2.4, 3, 5)", () => {
  it("take the contract's limits, and all four text fields trim", () => {
    expect(textFields(clientFields).map(([key, field]) => [key, field.maxLength, field.trim])).toEqual([
      ['clientID', 16, true],
      ['name', 64, true],
      ['description', 512, true],
      ['homepage', 128, true],
    ]);
    expect([NEW_SECRET_MAX_LENGTH, REDIRECT_URIS_MAX_LENGTH]).toEqual([128, 1024]);
  });

  it('name the Client ID on the edit page and in the grid, in the console language', () => {
    expect(english(clientFields.clientID.label)).toBe('Client ID');
    expect(english(clientFields.clientID.column)).toBe('ID');
    expect(german(clientFields.homepage.label)).toBe(german(clientFields.homepage.column));
  });
});
