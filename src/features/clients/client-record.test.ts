import { describe, expect, it } from 'vitest';
import { describedColumns, textFields } from '#/lib/record-fields';
import { english, german } from '#/test/translate';
import { NEW_SECRET_MAX_LENGTH, REDIRECT_URIS_MAX_LENGTH, clientFields, type ClientChange } from './client-record';

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

  it('give the Clients grid its columns, headers and widths (SPEC 2.4, 9)', () => {
    expect(describedColumns<ClientChange, 'clients'>(english, clientFields)).toEqual([
      { key: 'clientID', header: 'ID', maxLength: 16, width: 300, kind: 'text' },
      { key: 'name', header: 'Name', maxLength: 64, width: 300, kind: 'text' },
      { key: 'description', header: 'Description', maxLength: 512, width: 500, kind: 'text' },
      { key: 'allowPasswordGrant', header: 'Allow Password Grant', width: 200, kind: 'boolean' },
    ]);
  });
});
