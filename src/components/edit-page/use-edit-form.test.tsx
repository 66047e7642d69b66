import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from '#/components/form-fields/text-field';
import { textRule } from '#/lib/field-text';
import { renderWithProviders } from '#/test/render';
import { english } from '#/test/translate';
import { useEditForm } from './use-edit-form';

const codeRule = (code: string) => (code.length === 3 ? null : 'Code has three letters');

/** Two fields: Name validates as it changes; Code (in `validateAfterBlur`) only from its first blur or a save attempt. */
function TwoFields() {
  const form = useEditForm({
    initialValues: { name: 'Ann', code: '' },
    validate: { name: textRule(english, 'Name', { required: true }), code: codeRule },
    validateAfterBlur: ['code'],
  });
  return (
    <>
      <TextField label="Name" {...form.getInputProps('name')} />
      <TextField label="Code" {...form.getInputProps('code')} />
      <button type="button" onClick={() => form.validate()}>
        Save
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <output>{form.isValid() ? 'valid' : 'invalid'}</output>
    </>
  );
}

describe('useEditForm', () => {
  it('shows a field message as the field changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TwoFields />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('validateAfterBlur: no message while first typed, then from the blur on it follows the typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TwoFields />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'ab');
    expect(screen.queryByText('Code has three letters')).not.toBeInTheDocument();
    // The validity is not delayed.
    expect(screen.getByRole('status')).toHaveTextContent('invalid');

    await user.tab();
    expect(screen.getByText('Code has three letters')).toBeInTheDocument();
    await user.type(code, 'c');
    expect(screen.queryByText('Code has three letters')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('valid');
    await user.type(code, 'd');
    expect(screen.getByText('Code has three letters')).toBeInTheDocument();
  });

  it('validateAfterBlur: a save attempt shows the message at once; a reset waits for the blur again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TwoFields />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Code has three letters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Code has three letters')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'x');
    expect(screen.queryByText('Code has three letters')).not.toBeInTheDocument();
  });

  it('source: a record loaded again with other data becomes the baseline, what was typed stays', async () => {
    const user = userEvent.setup();
    function Record({ record }: { record: { name: string; city: string } }) {
      const form = useEditForm({ initialValues: { ...record }, source: record });
      return (
        <>
          <TextField label="Name" {...form.getInputProps('name')} />
          <TextField label="City" {...form.getInputProps('city')} />
          <output>{form.isDirty() ? 'unsaved' : 'saved'}</output>
        </>
      );
    }
    const loaded = { name: 'Ann', city: 'Leeds' };
    const view = renderWithProviders(<Record record={loaded} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'e');
    expect(screen.getByRole('status')).toHaveTextContent('unsaved');
    // The same record rendered again (same object): nothing changes.
    view.rerender(<Record record={loaded} />);
    expect(screen.getByRole('status')).toHaveTextContent('unsaved');

    // Loaded again: the name was saved meanwhile.
    view.rerender(<Record record={{ name: 'Anne', city: 'Leeds' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('saved');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anne');

    // Loaded again without the typed city: still unsaved, the typing kept.
    await user.type(screen.getByRole('textbox', { name: 'City' }), 's');
    view.rerender(<Record record={{ name: 'Anne', city: 'York' }} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Leedss');
    expect(screen.getByRole('status')).toHaveTextContent('unsaved');
  });
});

describe('useEditForm: someone else saved the record meanwhile', () => {
  interface Account {
    version: string;
    name: string;
    nodeID: string | null;
    nodeType: number | null;
  }

  function AccountForm({ record }: { record: Account }) {
    const form = useEditForm<Account>({
      initialValues: record,
      source: record,
      mergeTogether: [['nodeID', 'nodeType']],
    });
    return (
      <>
        <TextField label="Name" {...form.getInputProps('name')} />
        <button type="button" onClick={() => form.setValues({ nodeID: 'n3', nodeType: 2 })}>
          Restrict to n3
        </button>
        <button type="button" onClick={() => form.merge.choose('nodeID', 'theirs')}>
          Keep theirs
        </button>
        <output>
          {[form.values.version, form.values.nodeID, form.values.nodeType, form.merge.conflicts.length].join(' ')}
        </output>
      </>
    );
  }

  it('a node id and type merged together are one conflict, and a choice takes both from the same side', async () => {
    const user = userEvent.setup();
    const loaded: Account = { version: '1', name: 'Till', nodeID: 'n1', nodeType: 2 };
    const view = renderWithProviders(<AccountForm record={loaded} />);
    await user.click(screen.getByRole('button', { name: 'Restrict to n3' }));
    view.rerender(<AccountForm record={{ ...loaded, version: '2', nodeID: 'n2', nodeType: 4 }} />);
    // Their version followed; the admin's node kept until chosen; one conflict for the two fields.
    expect(screen.getByRole('status')).toHaveTextContent('2 n3 2 1');
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 n2 4 1');
  });

  it('a reset forgets what was told', async () => {
    const user = userEvent.setup();
    function Resettable({ record }: { record: Account }) {
      const form = useEditForm<Account>({ initialValues: record, source: record });
      return (
        <>
          <TextField label="Name" {...form.getInputProps('name')} />
          <button type="button" onClick={() => form.reset()}>
            Reset
          </button>
          <output>{form.merge.theirChanges.join(',') || 'nothing told'}</output>
        </>
      );
    }
    const loaded: Account = { version: '1', name: 'Till', nodeID: null, nodeType: null };
    const view = renderWithProviders(<Resettable record={loaded} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    view.rerender(<Resettable record={{ ...loaded, version: '2', nodeID: 'n2', nodeType: 4 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('nodeID,nodeType');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent('nothing told');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Till');
  });
});
