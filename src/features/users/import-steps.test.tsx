import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { ImportColumns } from './import-columns';
import { guessMapping, type ImportMapping } from './import-mapping';
import { WindowedTable } from './windowed-table';

describe('ImportColumns', () => {
  it('shows the guessed field per column, names a required field no column fills and keeps Next until one does', async () => {
    const user = userEvent.setup();
    let mapping: ImportMapping = guessMapping(['Name', 'Mail address', 'Phone']);
    const onChange = vi.fn((next: ImportMapping) => {
      mapping = next;
    });
    const onNext = vi.fn();
    const columns = () => (
      <ImportColumns
        headers={['Name', 'Mail address', 'Phone']}
        firstRow={['Ann', 'ann@example.com', '0123']}
        mapping={mapping}
        onChange={onChange}
        onBack={() => undefined}
        onNext={onNext}
      />
    );
    const view = renderWithProviders(columns());
    expect(screen.getByLabelText('Column "Name"')).toHaveValue('shortName');
    expect(screen.getByLabelText('Column "Phone"')).toHaveValue('');
    expect(screen.getByText('No column is Email: choose one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Column "Mail address"'), 'email');
    expect(onChange).toHaveBeenLastCalledWith(['shortName', 'email', null]);
    view.rerender(columns());
    expect(screen.queryByText('No column is Email: choose one.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
  });
});

describe('WindowedTable', () => {
  it('mounts only the rows in view and a few more, and says how many there are', () => {
    renderWithProviders(
      <WindowedTable
        label="Rows"
        columns={[{ header: 'Row' }]}
        count={10_000}
        height={440}
        rowHeight={44}
        cells={(index) => <td>{`row ${index + 1}`}</td>}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getByText('row 1')).toBeInTheDocument();
    expect(screen.queryByText('row 100')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(30);
    expect(screen.getByRole('region', { name: 'Rows' })).toHaveAttribute('tabindex', '0');
  });
});
