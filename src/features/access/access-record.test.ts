import { describe, expect, it } from 'vitest';
import { describedColumns } from '#/lib/record-fields';
import { english, german } from '#/test/translate';
import { inviteFields, linkFields } from './access-record';

const headersAndWidths = (columns: readonly { header: string; width?: number }[]) =>
  columns.map(({ header, width }) => [header, width]);

describe('the Organisation Access columns (SPEC 2.5)', () => {
  it('are Type, Name, Admin and Email, in the console language', () => {
    expect(headersAndWidths(describedColumns(english, linkFields))).toEqual([
      ['Type', 120],
      ['Name', 300],
      ['Admin', 120],
      ['Email', 300],
    ]);
    expect(describedColumns(german, linkFields).map((column) => column.header)).toEqual([
      german('access.links.column.type'),
      german('access.links.column.name'),
      german('access.links.column.admin'),
      german('access.links.column.email'),
    ]);
  });
});

describe('the Pending Invitations columns (SPEC 2.5)', () => {
  it('are Email, Expiry (UTC), Sender and Organisation Admin', () => {
    expect(headersAndWidths(describedColumns(english, inviteFields))).toEqual([
      ['Email', 300],
      ['Expiry (UTC)', 200],
      ['Sender', 250],
      ['Organisation Admin', 180],
    ]);
  });
});
