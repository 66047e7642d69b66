import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '#/lib/select-options';
import { renderWithProviders } from '#/test/render';
import { SelectField, toComboboxData } from './select-field';

const types: SelectOption[] = [
  { value: 'Licensee', label: 'Licensee' },
  { value: 'Group', label: 'Group' },
  { value: 'Outlet', label: 'Outlet' },
];

const grouped: SelectOption[] = [
  { value: 'a1', label: 'Alpha One', group: 'Alpha' },
  { value: 'b1', label: 'Beta One', group: 'Beta' },
  { value: 'a2', label: 'Alpha Two', group: 'Alpha' },
  { value: 'none', label: 'Ungrouped' },
];

describe('toComboboxData', () => {
  it('puts ungrouped options first and groups the rest in first-seen order', async () => {
    expect(toComboboxData(grouped)).toEqual([
      { value: 'none', label: 'Ungrouped', disabled: undefined },
      {
        group: 'Alpha',
        items: [
          { value: 'a1', label: 'Alpha One', disabled: undefined },
          { value: 'a2', label: 'Alpha Two', disabled: undefined },
        ],
      },
      { group: 'Beta', items: [{ value: 'b1', label: 'Beta One', disabled: undefined }] },
    ]);
  });

  it('lists a value the server sent twice once (Mantine refuses duplicate values)', async () => {
    const twice = [
      { value: 'ut', label: 'ut - first' },
      { value: 'ut', label: 'ut - second' },
    ];
    expect(toComboboxData(twice)).toEqual([{ value: 'ut', label: 'ut - first', disabled: undefined }]);
  });
});

describe('SelectField', () => {
  it('shows the selected label and reports a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SelectField label="Type" value="Group" options={types} onChange={onChange} />);
    const input = await screen.findByRole('combobox', { name: 'Type', busy: false });
    expect(input).toHaveValue('Group');
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Outlet' }));
    expect(onChange).toHaveBeenCalledWith('Outlet');
  });

  it('does not allow clearing without allowEmpty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SelectField label="Type" value="Group" options={types} onChange={onChange} />);
    await user.click(await screen.findByRole('combobox', { name: 'Type', busy: false }));
    await user.click(await screen.findByRole('option', { name: 'Group' }));
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(await screen.findByRole('combobox', { name: 'Type', busy: false })).toHaveValue('Group');
  });

  it('can be cleared with allowEmpty', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<string | null>('Group');
      return <SelectField label="Parent" value={value} options={types} allowEmpty onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('combobox', { name: 'Parent', busy: false }));
    await user.click(await screen.findByRole('option', { name: 'Group' }));
    expect(await screen.findByRole('combobox', { name: 'Parent', busy: false })).toHaveValue('');
  });

  it('shows grouped options under their headings', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectField label="Node" value={null} options={grouped} onChange={() => undefined} />);
    await user.click(await screen.findByRole('combobox', { name: 'Node', busy: false }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Alpha')).toBeInTheDocument();
    expect(within(listbox).getByText('Beta')).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ungrouped', 'Alpha One', 'Alpha Two', 'Beta One']);
  });

  it('filters options when searchable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SelectField label="Type" value={null} options={types} searchable onChange={onChange} />);
    const input = await screen.findByRole('combobox', { name: 'Type', busy: false });
    await user.type(input, 'out');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Outlet']);
    await user.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith('Outlet');
  });

  it('keeps showing a value that is not among the options', async () => {
    renderWithProviders(<SelectField label="Type" value="Legacy" options={types} onChange={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Type', busy: false })).toHaveValue('Legacy');
  });

  it('marks a required field and shows the message it is given', async () => {
    const { rerender } = renderWithProviders(
      <SelectField label="Type" value={null} options={types} required onChange={() => undefined} />,
    );
    expect(await screen.findByRole('combobox', { name: 'Type', busy: false })).toBeRequired();
    expect(screen.queryByText('Type is required')).not.toBeInTheDocument();
    rerender(
      <SelectField
        label="Type"
        value={null}
        options={types}
        required
        error="Type is required"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('Type is required')).toBeInTheDocument();
  });

  it('offers Retry under the field when its options failed to load', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(
      <SelectField
        label="Team"
        value={null}
        options={[]}
        error="The teams could not be loaded: Network error"
        onRetry={onRetry}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('The teams could not be loaded: Network error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<SelectField label="Team" value={null} options={types} onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
