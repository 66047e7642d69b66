import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#/api/client';
import type { HistoryEntry } from '#/api/queries/record-history';
import { AuditSubjectType } from '#/api/schema.gen';
import { TextField } from '#/components/form-fields/text-field';
import { renderWithProviders } from '#/test/render';
import { EditPage } from './edit-page';
import { useEditForm } from './use-edit-form';

interface Team {
  teamID: string;
  version: string;
  name: string;
  city: string;
}

const LOADED: Team = { teamID: 't1', version: '3', name: 'North', city: 'Leeds' };

const ENTRIES: HistoryEntry[] = [
  {
    auditLogType: 40,
    userName: 'Alice Administrator',
    userID: null,
    created: '2025-06-04T10:02:11Z',
    organisationName: null,
    message: 'Team North updated',
    changes: [
      { field: 'name', replaced: false, before: 'North team', after: 'North' },
      { field: 'version', replaced: false, before: '2', after: '3' },
    ],
  },
];

function TeamPage({ onSave, creating = false }: { onSave: (sent: Team) => void; creating?: boolean }) {
  const form = useEditForm<Team>({ initialValues: LOADED, source: LOADED });
  return (
    <EditPage
      title="Edit Team"
      loaded
      creating={creating}
      guard={false}
      form={form}
      onSave={async () => onSave(form.getValues())}
      onCancel={() => undefined}
      onDone={() => undefined}
      fieldLabels={{ name: 'Name', city: 'City' }}
      history={{ source: { kind: 'organisation', orgId: 'o1' }, subject: { type: AuditSubjectType.Team, id: 't1' } }}
    >
      <TextField label="Name" {...form.getInputProps('name')} />
      <TextField label="City" {...form.getInputProps('city')} />
    </EditPage>
  );
}

function renderPage(props: { creating?: boolean } = {}) {
  const calls: string[] = [];
  vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    calls.push(path);
    return { data: ENTRIES, response: new Response() };
  }) as unknown as typeof api.GET);
  const onSave = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamPage onSave={onSave} {...props} />
    </QueryClientProvider>,
  );
  return { onSave, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('EditPage with a history', () => {
  it('shows a closed History section below the form that reads the history only once opened', async () => {
    const { calls } = renderPage();
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('article')).toHaveTextContent('Name: Before North team');
    expect(calls).toEqual(['/api/organisation/{orgId}/history/{type}/{id}']);
  });

  it('opens the section at once when the URL asks for #history', async () => {
    window.location.hash = '#history';
    renderPage();
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('has no history while creating', () => {
    renderPage({ creating: true });
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });

  it("puts an entry's values into the form as unsaved changes, and Save sends them with the loaded version", async () => {
    const { onSave } = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const entry = await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: /Use the values from before the change/ }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('North team');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Leeds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ teamID: 't1', version: '3', name: 'North team', city: 'Leeds' }),
    );
  });
});
