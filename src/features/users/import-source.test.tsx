import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileInput, spyOnReads } from '#/test/files';
import { renderWithProviders } from '#/test/render';
import { createImportRunner } from './import-runner';
import { ImportSource } from './import-source';

const pasted = 'Display Name\tEmail\nAnn\tann@example.com';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImportSource, the limits', () => {
  it('refuses a file over 10 MB from its size without reading it, and keeps the pasted cells', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    const { container } = renderWithProviders(<ImportSource read={createImportRunner().read} onRead={onRead} />);
    const box = screen.getByLabelText('Or paste cells from a spreadsheet');
    fireEvent.change(box, { target: { value: pasted } });
    const file = new File(['Display Name,Email\n'], 'users.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: 100 * 1024 * 1024 });
    const reads = spyOnReads(file);

    await user.upload(fileInput(container), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'users.csv is 100 MB: Import Users reads files of up to 10 MB. Split it into smaller files.',
    );
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(onRead).not.toHaveBeenCalled();
    expect(box).toHaveValue(pasted);
  });

  it('refuses a file with a row of more than 100 columns, and keeps the pasted cells', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    const { container } = renderWithProviders(<ImportSource read={createImportRunner().read} onRead={onRead} />);
    const box = screen.getByLabelText('Or paste cells from a spreadsheet');
    fireEvent.change(box, { target: { value: pasted } });
    const wide = Array.from({ length: 101 }, (_, i) => `c${i}`).join(',');
    const file = new File([`Display Name,Email\nAnn,ann@example.com\n${wide}\n`], 'wide.csv', { type: 'text/csv' });

    await user.upload(fileInput(container), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 3 has more than 100 columns: Import Users reads files of up to 100 columns.',
    );
    expect(onRead).not.toHaveBeenCalled();
    expect(box).toHaveValue(pasted);
  });

  it('refuses pasted cells with a row of more than 100 columns and leaves them in the box', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    renderWithProviders(<ImportSource read={createImportRunner().read} onRead={onRead} />);
    const box = screen.getByLabelText('Or paste cells from a spreadsheet');
    const wide = `Display Name\tEmail\n${Array.from({ length: 150 }, () => 'x').join('\t')}`;
    fireEvent.change(box, { target: { value: wide } });

    await user.click(screen.getByRole('button', { name: 'Read pasted cells' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2 has more than 100 columns');
    expect(onRead).not.toHaveBeenCalled();
    expect(box).toHaveValue(wide);
  });

  it('reads a file within the limits as before', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    const { container } = renderWithProviders(<ImportSource read={createImportRunner().read} onRead={onRead} />);
    const file = new File(['\uFEFFAnzeigename;E-Mail\r\nJo;"jo@example.com"\r\n'], 'de.csv', { type: 'text/csv' });

    await user.upload(fileInput(container), file);

    await waitFor(() => expect(onRead).toHaveBeenCalled());
    expect(onRead).toHaveBeenCalledWith(
      { headers: ['Anzeigename', 'E-Mail'], rows: [['Jo', 'jo@example.com']], delimiter: ';' },
      'de.csv',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
