import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { RecordChangesNotice } from './record-notices';
import type { FormMerge } from './use-edit-form';

const NOTICE = 'Someone else saved this record';
const TAKEN = 'Fields they changed';

function mergeOf(changes: Pick<FormMerge, 'touched' | 'conflicts'>): FormMerge {
  return {
    ...changes,
    theirChanges: changes.touched.map((change) => change.field),
    choices: {},
    choose: vi.fn(),
    dismiss: vi.fn(),
  };
}

/** Each body row of a table as its cells' texts (the field's name first). */
function rowsOf(table: HTMLElement): string[][] {
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

const labels = { name: 'Name', role: 'Role', active: 'Active', logo: 'Logo', city: 'City' };
const roleNames: Partial<Record<string, string>> = { r1: 'Cashier', r2: 'Manager' };

function renderNotice(merge: FormMerge) {
  renderWithProviders(
    <RecordChangesNotice
      merge={merge}
      fieldLabels={labels}
      formatFieldValue={(field, value) => (field === 'role' ? roleNames[String(value)] : undefined)}
      imageFields={['logo']}
    />,
  );
}

describe('RecordChangesNotice', () => {
  it('shows each field only they changed with their value (taken) and mine before it, as the page shows values', async () => {
    renderNotice(
      mergeOf({
        touched: [
          { field: 'name', theirs: 'Bar staff', mine: 'Bar' },
          { field: 'role', theirs: 'r2', mine: 'r1' },
          { field: 'active', theirs: false, mine: true },
          { field: 'logo', theirs: 'iVBORw0KGgo=', mine: '' },
          { field: 'city', theirs: null, mine: 'Leeds' },
          // A field the page does not show: taken without a word.
          { field: 'hasKey', theirs: true, mine: false },
        ],
        conflicts: [],
      }),
    );
    const notice = screen.getByRole('status', { name: NOTICE });
    expect(notice).toHaveTextContent('They changed Name, Role, Active, Logo, and City while you were editing.');
    const table = await within(notice).findByRole('table', { name: TAKEN });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Their value (now taken)', 'Your value before']);
    expect(rowsOf(table)).toEqual([
      ['Name', 'Bar staff', 'Bar'],
      ['Role', 'Manager', 'Cashier'],
      ['Active', 'No', 'Yes'],
      ['Logo', 'An image', '(empty)'],
      ['City', '(empty)', 'Leeds'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Role' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Fields you both changed' })).not.toBeInTheDocument();
  });

  it('a field both changed is with the choices, not among the fields taken; with none taken there is no such table', async () => {
    renderNotice(
      mergeOf({
        touched: [
          { field: 'name', theirs: 'Bar staff', mine: 'Bar team' },
          { field: 'role', theirs: 'r2', mine: 'r1' },
        ],
        conflicts: [{ field: 'name', base: 'Bar', theirs: 'Bar staff', mine: 'Bar team' }],
      }),
    );
    const taken = await screen.findByRole('table', { name: TAKEN });
    expect(rowsOf(taken)).toEqual([['Role', 'Manager', 'Cashier']]);
    const choices = await screen.findByRole('table', { name: 'Fields you both changed' });
    expect(rowsOf(choices)[0]?.slice(0, 3)).toEqual(['Name', 'Bar staff', 'Bar team']);
  });

  it('without a field only they changed, shows the choices alone', async () => {
    renderNotice(
      mergeOf({
        touched: [{ field: 'name', theirs: 'Bar staff', mine: 'Bar team' }],
        conflicts: [{ field: 'name', base: 'Bar', theirs: 'Bar staff', mine: 'Bar team' }],
      }),
    );
    expect(await screen.findByRole('table', { name: 'Fields you both changed' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: TAKEN })).not.toBeInTheDocument();
  });
});
