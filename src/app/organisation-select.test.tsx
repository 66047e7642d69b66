import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { OrganisationSelect, SHOWN_ORGANISATIONS } from './organisation-select';

/** A platform's worth of organisations: "Org 0 [C0]" ... */
const organisations = Array.from({ length: 5000 }, (_, n) => ({ value: `id-${n}`, label: `Org ${n} [C${n}]` }));

describe('the organisation switcher', () => {
  it('puts only the first organisations in the page, however many there are, and what is typed finds the rest', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithProviders(
      <OrganisationSelect options={organisations} value={null} onChoose={onChoose} onClear={() => undefined} />,
    );
    const box = screen.getByRole('combobox', { name: 'Switch organisation' });
    // Mantine's list is in the page while closed too: every option there would be 5,000 elements.
    expect(document.querySelectorAll('[role="option"]').length).toBeLessThanOrEqual(SHOWN_ORGANISATIONS);
    await user.click(box);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option', { hidden: true })).toHaveLength(SHOWN_ORGANISATIONS);
    expect(within(list).getByRole('option', { name: 'Org 0 [C0]', hidden: true })).toBeInTheDocument();

    await user.type(box, 'C4321]');
    const found = within(list).getAllByRole('option', { hidden: true });
    expect(found.map((option) => option.textContent)).toEqual(['Org 4321 [C4321]']);
    await user.click(found[0] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith('id-4321');
  });

  it('says what it waits for while the list loads, and asks for it when opened', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(
      <OrganisationSelect
        options={[]}
        value={null}
        onChoose={() => undefined}
        onClear={() => undefined}
        status="Loading organisations..."
        onOpen={onOpen}
      />,
    );
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Switch organisation' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByText('Loading organisations...')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading organisations...');
  });

  it('beside the organisation it already shows, says the list is loading in a line that cannot be chosen, and keeps it last as the admin types', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithProviders(
      <OrganisationSelect
        options={[{ value: 'id-7', label: 'Org 7 [C7]' }]}
        value="id-7"
        onChoose={onChoose}
        onClear={() => undefined}
        status="Loading organisations..."
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Switch organisation' });
    expect(box).toHaveValue('Org 7 [C7]');
    expect(screen.getByRole('status')).toHaveTextContent('Loading organisations...');
    await user.click(box);
    const list = await screen.findByRole('listbox');
    const lines = () => within(list).getAllByRole('option', { hidden: true });
    expect(lines().map((option) => option.textContent)).toEqual(['Org 7 [C7]', 'Loading organisations...']);
    const statusLine = within(list).getByRole('option', { name: 'Loading organisations...', hidden: true });
    expect(statusLine).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(statusLine);
    expect(onChoose).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'nothing like it');
    expect(lines().map((option) => option.textContent)).toEqual(['Loading organisations...']);
    expect(screen.queryByText('No organisations')).not.toBeInTheDocument();
  });

  it('without a status, a search that finds nothing says "No organisations"', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <OrganisationSelect
        options={[{ value: 'id-7', label: 'Org 7 [C7]' }]}
        value={null}
        onChoose={() => undefined}
        onClear={() => undefined}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Switch organisation' });
    await user.type(box, 'nothing like it');
    expect(await screen.findByText('No organisations')).toBeInTheDocument();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });
});
