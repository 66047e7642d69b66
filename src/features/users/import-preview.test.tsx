import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredUser } from '#/test/records';
import { renderWithProviders } from '#/test/render';
import { english } from '#/test/translate';
import { guessMapping } from './import-mapping';
import { parseImportText } from './import-parse';
import { ImportPreview } from './import-preview';
import { importRows, rowAction, usersByEmail, type ImportRow } from './import-rows';

const uma = answeredUser({
  userID: 'u-uma',
  shortName: 'Uma',
  fullName: 'Uma Underwood',
  email: 'uma@harbourfishbar.example',
  locale: 'en-GB',
  defaultCurrencyCode: 'GBP',
  version: '7',
});

function preview(text: string) {
  const { table } = parseImportText(text);
  if (!table) throw new Error('past a limit');
  const rows = importRows(english, table.rows, guessMapping(table.headers), new Map(), {
    existing: usersByEmail([uma]),
    locales: new Set(['en-GB', 'de-DE']),
    currencies: new Set(['GBP', 'EUR']),
  });
  renderWithProviders(
    <ImportPreview
      rows={rows}
      headerCount={table.headers.length}
      actions={rows.map((row) => rowAction(row, true, 'update'))}
      included={() => true}
      onInclude={() => undefined}
      choice="update"
      onChoice={() => undefined}
      rowChoice={() => 'update'}
      onRowChoice={() => undefined}
      onFix={() => undefined}
    />,
  );
  return rows;
}

const rowCells = (number: number) =>
  within(
    screen.getAllByRole('row').find((row) => row.getAttribute('aria-rowindex') === String(number + 1)) ?? document.body,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ImportPreview', () => {
  it("names the columns as Edit User and the Fix dialog do, and the Fix column's header is Fix", () => {
    preview('Display Name,Email\nAnn,ann@example.com');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Display Name');
    expect(headers).not.toContain('Short Name');
    expect(headers.at(-1)).toBe('Fix');
    expect(headers).not.toContain('Apply');
  });

  it('shows a blank locale and currency as the defaults a new user is stored with', () => {
    preview('Display Name,Email,Locale,Currency\nAnn,ann@example.com,,\nBea,bea@example.com,de-DE,EUR');
    expect(rowCells(1).slice(3, 8)).toEqual(['Ann', '', 'ann@example.com', 'en-GB', 'GBP']);
    expect(rowCells(2).slice(6, 8)).toEqual(['de-DE', 'EUR']);
  });

  it('shows the value an update replaces beside the new one, for the fields it changes', () => {
    preview('Display Name,Full Name,Email,Currency\nUma,Uma Lee,UMA@harbourfishbar.example,EUR');
    const cells = rowCells(1);
    expect(cells[3]).toBe('Uma');
    expect(cells[4]).toBe('Uma Underwood → Uma Lee');
    expect(cells[5]).toBe('uma@harbourfishbar.example → UMA@harbourfishbar.example');
    expect(cells[6]).toBe('en-GB');
    expect(cells[7]).toBe('GBP → EUR');
    expect(screen.getByTitle('Now Uma Underwood; after the import Uma Lee')).toBeInTheDocument();
  });

  it('says which rows have cells beyond the header row, which are not imported', () => {
    const rows: ImportRow[] = preview(
      'Display Name,Email\nAnn,ann@example.com,0123,Berlin\nBea,bea@example.com,\nCal,cal@example.com,x',
    );
    expect(rows).toHaveLength(3);
    expect(
      screen.getByText(
        '2 rows have cells beyond the 2 columns the header row names: they are not imported (rows 1, 3). Give them a header to import them.',
      ),
    ).toBeInTheDocument();
  });
});
