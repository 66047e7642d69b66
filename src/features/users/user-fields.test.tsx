import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as limits from '#/api/limits.gen';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { renderWithProviders } from '#/test/render';
import { english } from '#/test/translate';
import { UserFields } from './user-fields';
import { userFormRules, userRecordProblem, type UserRecord } from './user-record';

const uma: UserRecord = {
  userID: '20000000-0000-4000-8000-000000000003',
  shortName: 'uma',
  fullName: 'Uma Patel',
  email: 'uma@example.com',
  locale: 'en-GB',
  defaultCurrencyCode: 'GBP',
  image: null,
  scopes: [],
};

function Harness({ ownRecord = false }: { ownRecord?: boolean }) {
  const form = useEditForm<UserRecord>({ initialValues: uma, validate: userFormRules(english) });
  return (
    <>
      <UserFields form={form} ownRecord={ownRecord} />
      <output data-testid="record">{JSON.stringify(form.values)}</output>
      <output data-testid="problem">{userRecordProblem(english, form.values) ?? 'none'}</output>
      <output data-testid="dirty">{String(form.isDirty())}</output>
    </>
  );
}

function renderFields(props: { ownRecord?: boolean } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(localeListQuery.queryKey, [
    { code: 'en-GB', name: 'English (United Kingdom)' },
    { code: 'fr-FR', name: 'French (France)' },
  ]);
  queryClient.setQueryData(currencyListQuery.queryKey, [
    { code: 'GBP', name: 'Pound Sterling' },
    { code: 'EUR', name: 'Euro' },
  ]);
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

const record = () => JSON.parse(screen.getByTestId('record').textContent ?? '{}') as UserRecord;

describe('UserFields', () => {
  it('shows the fields in SPEC order with the record', () => {
    renderFields();
    const labels = ['Display Name', 'Full Name', 'Image', 'Email', 'Locale', 'Currency'];
    const positions = labels.map((label) => {
      const element = screen.getAllByText(label, { exact: false })[0];
      if (!element) throw new Error(`no ${label}`);
      return element;
    });
    for (let i = 1; i < positions.length; i++) {
      const previous = positions[i - 1];
      const current = positions[i];
      if (!previous || !current) throw new Error('missing label');
      expect(previous.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByLabelText(/Display Name/)).toHaveValue('uma');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Uma Patel');
    expect(screen.getByLabelText('Email')).toHaveValue('uma@example.com');
  });

  it('patches only the changed field', async () => {
    renderFields();
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Uma P');
    expect(record()).toEqual({ ...uma, fullName: 'Uma P' });
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
  });

  it('is clean again once a field is typed back to the record', async () => {
    renderFields();
    await userEvent.type(screen.getByLabelText('Full Name'), 'x');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    await userEvent.type(screen.getByLabelText('Full Name'), '{Backspace}');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('shows a required message once the field changes, not before', async () => {
    renderFields();
    expect(screen.queryByText('Display Name is required')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Display Name/));
    expect(screen.getByLabelText(/Display Name/)).toHaveAccessibleDescription(/Display Name is required/);
    await userEvent.type(screen.getByLabelText(/Display Name/), 'u');
    expect(screen.queryByText('Display Name is required')).not.toBeInTheDocument();
  });

  it('checks required and the contract limits', async () => {
    renderFields();
    await userEvent.clear(screen.getByLabelText(/Display Name/));
    expect(screen.getByTestId('problem')).toHaveTextContent('Display Name is required');
    expect(screen.getByLabelText(/Display Name/)).toHaveAccessibleDescription(/Display Name is required/);
    await userEvent.click(screen.getByLabelText(/Display Name/));
    await userEvent.paste('x'.repeat(limits.User.shortName.maxLength + 1));
    expect(screen.getByTestId('problem')).toHaveTextContent(
      `Display Name must be at most ${limits.User.shortName.maxLength} characters`,
    );
  });

  it('gives autocomplete hints only for the own profile', () => {
    const { unmount } = renderFields({ ownRecord: true });
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/Display Name/)).toHaveAttribute('autocomplete', 'nickname');
    unmount();
    renderFields();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'off');
  });
});
