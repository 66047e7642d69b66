import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#/api/client';
import { HISTORY_PAGE_SIZE, type HistoryEntry, type HistorySource } from '#/api/queries/record-history';
import { AuditSubjectType } from '#/api/schema.gen';
import { ApiFailure } from '#/api/transport';
import { renderWithProviders } from '#/test/render';
import { RecordHistory, type RecordHistoryProps } from './record-history';

interface Call {
  path: string;
  params: { path: Record<string, string>; query: Record<string, string | number> };
}

const subject = { type: AuditSubjectType.User, id: 'u1' };

function entry(index: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    auditLogType: 4,
    userName: `Admin ${index}`,
    userID: null,
    created: new Date(Date.UTC(2025, 0, 1) + (100_000 - index) * 60_000).toISOString(),
    organisationName: null,
    message: `Change ${index}`,
    changes: [{ field: 'displayName', replaced: false, before: `Name ${index + 1}`, after: `Name ${index}` }],
    ...overrides,
  };
}

/** Answers the history calls with `answer(call)` (entries, or a failure to reject with), recording each call. */
function answerHistory(answer: (call: Call) => HistoryEntry[] | Error): Call[] {
  const calls: Call[] = [];
  vi.spyOn(api, 'GET').mockImplementation((async (path: string, init: { params: Call['params'] }) => {
    const call = { path, params: init.params };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return { data: result, response: new Response() };
  }) as unknown as typeof api.GET);
  return calls;
}

/** A history of `total` entries, newest first, served page by page. */
function pagedHistory(total: number) {
  return (call: Call) => {
    const page = Number(call.params.query.pageNumber);
    const size = Number(call.params.query.pageSize);
    const start = page * size;
    return Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => entry(start + i));
  };
}

function renderHistory(props: Partial<RecordHistoryProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <RecordHistory source={{ kind: 'admin' }} subject={subject} fieldLabels={{ displayName: 'Name' }} {...props} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RecordHistory', () => {
  it('shows who, when, the message and each field as before → after, newest first', async () => {
    answerHistory(() => [
      entry(2, { created: '2025-06-01T09:00:00Z', userName: 'Bob' }),
      entry(1, {
        created: '2025-06-04T10:02:11Z',
        userName: 'Alice',
        message: 'User updated',
        changes: [
          { field: 'displayName', replaced: false, before: 'Uma U.', after: 'Uma Underwood' },
          { field: 'password', replaced: true, before: null, after: null },
          { field: 'isEnabled', replaced: false, before: false, after: true },
        ],
      }),
    ]);
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Alice, 04\/06\/2025, \d\d:\d\d/);
    expect(items[0]).toHaveTextContent('User updated');
    const fields = within(items[0]!).getByRole('list', { name: 'Fields changed' });
    expect(fields).toHaveTextContent('Name: Before Uma U. → , After Uma Underwood');
    expect(fields).toHaveTextContent('password: Replaced');
    expect(fields).toHaveTextContent('isEnabled: Before No → , After Yes');
    expect(items[1]).toHaveTextContent(/^Bob, 01\/06\/2025/);
  });

  it.each<[HistorySource, string, Record<string, string>]>([
    [{ kind: 'admin' }, '/api/auditlog/history/{type}/{id}', { type: 'User', id: 'u1' }],
    [
      { kind: 'organisation', orgId: 'o1' },
      '/api/organisation/{orgId}/history/{type}/{id}',
      { orgId: 'o1', type: 'User', id: 'u1' },
    ],
    [{ kind: 'user', userId: 'u1' }, '/api/User/history/{userId}', { userId: 'u1' }],
  ])('reads the history by the operation its source allows (%o)', async (source, path, params) => {
    const calls = answerHistory(() => []);
    renderHistory({ source });
    expect(await screen.findByText('No changes recorded.')).toBeInTheDocument();
    expect(calls).toEqual([{ path, params: { path: params, query: { pageSize: HISTORY_PAGE_SIZE, pageNumber: 0 } } }]);
  });

  it('loads a long history page by page, rendering only the pages asked for', async () => {
    const calls = answerHistory(pagedHistory(10_000));
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(within(list).getAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE);
    expect(screen.getByText('50 changes shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 changes shown')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(100);
    expect(calls.map((call) => call.params.query.pageNumber)).toEqual([0, 1]);
    expect(within(list).getAllByRole('article')[50]).toHaveTextContent('Change 50');
  });

  it('asks for no page after a short one', async () => {
    const calls = answerHistory(pagedHistory(60));
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('That is the whole history.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("filters by one of the form's fields and by who, asking the server again", async () => {
    const calls = answerHistory(() => [entry(1)]);
    renderHistory({ fieldLabels: { displayName: 'Name', email: 'Email' } });
    await screen.findByRole('list', { name: 'Changes, newest first' });
    const field = screen.getByRole('combobox', { name: 'Field' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All fields', 'Name', 'Email']);
    await userEvent.selectOptions(field, 'email');
    await waitFor(() => expect(calls.at(-1)?.params.query).toEqual({ pageSize: 50, pageNumber: 0, field: 'email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Changed by' }), ' alice ');
    await waitFor(() =>
      expect(calls.at(-1)?.params.query).toEqual({ pageSize: 50, pageNumber: 0, field: 'email', user: 'alice' }),
    );
  });

  it('says the server keeps no history when it answers 501, instead of failing', async () => {
    answerHistory(
      () =>
        new ApiFailure(501, 'Not Implemented', {
          code: 'NotImplemented_NoHistory',
          body: { code: 'NotImplemented_NoHistory' },
        }),
    );
    renderHistory();
    expect(await screen.findByText('This server keeps no history')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Field' })).not.toBeInTheDocument();
  });

  it("shows another failure's message with Retry, which asks again", async () => {
    let failing = true;
    const calls = answerHistory(() => (failing ? new ApiFailure(403, 'Forbidden', { code: 'Forbidden' }) : [entry(1)]));
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded');
    expect(alert).toHaveTextContent('You are not allowed to do this');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Change 1');
    expect(calls).toHaveLength(2);
  });

  it('offers the values from before a change, only for fields the form has, never secrets', async () => {
    answerHistory(() => [
      entry(1, {
        created: '2025-06-04T10:02:11Z',
        changes: [
          { field: 'displayName', replaced: false, before: 'Uma U.', after: 'Uma Underwood' },
          { field: 'password', replaced: true, before: null, after: null },
        ],
      }),
      entry(2, {
        created: '2025-06-03T10:02:11Z',
        changes: [{ field: 'password', replaced: true, before: null, after: null }],
      }),
      entry(3, { created: '2025-06-02T10:02:11Z', changes: [] }),
    ]);
    const onUseValues = vi.fn();
    renderHistory({ formValues: { displayName: 'Uma Underwood', email: 'u@example.com' }, onUseValues });
    const [first, second, third] = await screen.findAllByRole('article');
    const use = within(first!).getByRole('button', { name: /Use the values from before the change of 04\/06\/2025/ });
    await userEvent.click(use);
    expect(onUseValues).toHaveBeenCalledWith({ displayName: 'Uma U.' });
    expect(
      screen.getByText('The values from before this change are in the form. Save to keep them.'),
    ).toBeInTheDocument();
    const secrets = within(second!).getByRole('button', { name: /Use the values/ });
    expect(secrets).toBeDisabled();
    expect(secrets).toHaveAccessibleDescription('Only secrets changed here, and their values are never kept.');
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument();
  });
});
