import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { renderWithProviders } from '#/test/render';
import { english } from '#/test/translate';
import { ImportFixDialog } from './import-fix-dialog';
import { guessMapping } from './import-mapping';
import { parseImportText } from './import-parse';
import { importRows, type ImportRow } from './import-rows';

function rowOf(text: string) {
  const { table } = parseImportText(text);
  if (!table) throw new Error('past a limit');
  const [row] = importRows(english, table.rows, guessMapping(table.headers), new Map(), {
    existing: new Map(),
    locales: new Set(['en-GB']),
    currencies: new Set(['GBP']),
  });
  if (!row) throw new Error('no row');
  return row;
}

function renderDialog(row: ImportRow, onApply = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(localeListQuery.queryKey, [{ code: 'en-GB', name: 'English (United Kingdom)' }]);
  queryClient.setQueryData(currencyListQuery.queryKey, [{ code: 'GBP', name: 'Pound Sterling' }]);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ImportFixDialog row={row} onApply={onApply} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('ImportFixDialog', () => {
  it('opens with the first field to fix focused, so what is typed at once goes into it, and Enter applies it', async () => {
    const onApply = vi.fn();
    renderDialog(rowOf('Display Name,Email\n,bea@harbourfishbar.example'), onApply);
    const name = await screen.findByLabelText(/Display Name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Bea{Enter}');
    expect(onApply).toHaveBeenCalledWith(
      0,
      expect.objectContaining({ shortName: 'Bea', email: 'bea@harbourfishbar.example' }),
    );
  });

  it('opens on the email when that is what is wrong', async () => {
    renderDialog(rowOf('Display Name,Email\nBea,bea@'));
    const email = await screen.findByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveFocus());
  });
});
