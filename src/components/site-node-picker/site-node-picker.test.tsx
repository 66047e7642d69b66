import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { RootNodeType, SiteNodeType } from '#/api/schema.gen';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore } from '#/components/i18n/i18n-store';
import type { RestrictionMode, RestrictionRef } from '#/lib/link-diff';
import { renderWithProviders } from '#/test/render';
import { cataloguesOf } from '#/test/translate';
import { SiteNodePicker, type SiteNode } from './site-node-picker';

const OUTLET_LIST_ERROR =
  'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.';

const ORG = '10000000-0000-4000-8000-000000000005';
const nodes: SiteNode[] = [
  { nodeID: 'g1', name: 'Quayside Sites', nodeType: SiteNodeType.OutletGroup, parentID: null },
  { nodeID: 'o1', name: 'Quayside Fish Bar', nodeType: SiteNodeType.Outlet, parentID: 'g1' },
  { nodeID: 'o2', name: 'Harbour Street', nodeType: SiteNodeType.Outlet, parentID: 'g1' },
  { nodeID: 't1', name: 'Till 1', nodeType: SiteNodeType.Terminal, parentID: 'o1' },
];

beforeEach(() => {
  // jsdom has no layout: give the tree's virtualiser a viewport to fill.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 400 }),
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
});

function Harness({
  initial,
  mode,
  onChange,
}: {
  initial: RestrictionRef[];
  mode: RestrictionMode;
  onChange: (next: RestrictionRef[]) => void;
}) {
  const [value, setValue] = useState<RestrictionRef[]>(initial);
  return (
    <SiteNodePicker
      orgId={ORG}
      mode={mode}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      knownNames={{ gone: 'Closed Outlet' }}
    />
  );
}

function renderPicker(options: { initial?: RestrictionRef[]; mode?: RestrictionMode; loaded?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  });
  if (options.loaded !== false) queryClient.setQueryData(siteNodesQuery(ORG).queryKey, nodes);
  const onChange = vi.fn<(next: RestrictionRef[]) => void>();
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Harness initial={options.initial ?? []} mode={options.mode ?? 'multiple'} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, queryClient, user: userEvent.setup() };
}

describe('SiteNodePicker', () => {
  it('shows the site node tree and "no restriction" when nothing is chosen', async () => {
    renderPicker();
    expect(screen.getByText('No restriction: access to every outlet.')).toBeInTheDocument();
    // The tree block loads on demand (components/tree/lazy-tree.tsx).
    await screen.findByRole('tree');
    for (const name of ['Quayside Sites', 'Quayside Fish Bar', 'Harbour Street', 'Till 1']) {
      expect(screen.getByRole('treeitem', { name })).toBeInTheDocument();
    }
  });

  it('multiple mode: adds restrictions with their root node type; a chosen node cannot be added twice', async () => {
    const { user, onChange } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Restrict to Quayside Fish Bar' }));
    expect(onChange).toHaveBeenLastCalledWith([{ nodeID: 'o1', nodeType: RootNodeType.Outlet }]);
    expect(screen.getByRole('button', { name: 'Restrict to Quayside Fish Bar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Restrict to Till 1' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { nodeID: 'o1', nodeType: RootNodeType.Outlet },
      { nodeID: 't1', nodeType: RootNodeType.Terminal },
    ]);
    expect(screen.getByRole('button', { name: 'Remove restriction Till 1' })).toBeInTheDocument();
  });

  it('single mode: only one restriction; removing it frees the choice', async () => {
    const { user, onChange } = renderPicker({ mode: 'single' });
    await user.click(await screen.findByRole('button', { name: 'Restrict to Quayside Sites' }));
    expect(onChange).toHaveBeenLastCalledWith([{ nodeID: 'g1', nodeType: RootNodeType.OutletGroup }]);
    expect(screen.getByRole('button', { name: 'Restrict to Harbour Street' })).toBeDisabled();
    expect(screen.getByText(/Only one restriction is allowed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove restriction Quayside Sites' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Restrict to Harbour Street' })).toBeEnabled();
  });

  it('names a chosen node missing from the list from knownNames, else by its id', () => {
    renderPicker({
      initial: [
        { nodeID: 'gone', nodeType: RootNodeType.Outlet },
        { nodeID: 'unknown-id', nodeType: RootNodeType.Terminal },
      ],
    });
    expect(screen.getByRole('button', { name: 'Remove restriction Closed Outlet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove restriction unknown-id' })).toBeInTheDocument();
  });

  it('a failed load shows the SPEC 8 message; chosen restrictions can still be removed', async () => {
    const { user, onChange, queryClient } = renderPicker({
      loaded: false,
      initial: [{ nodeID: 'gone', nodeType: RootNodeType.Outlet }],
    });
    await queryClient.prefetchQuery({
      queryKey: siteNodesQuery(ORG).queryKey,
      queryFn: () => Promise.reject(new Error('Internal Server Error')),
    });
    expect(await screen.findByText(OUTLET_LIST_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove restriction Closed Outlet' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('speaks German: labels, type names, Add and the chosen restriction', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(siteNodesQuery(ORG).queryKey, nodes);
    render(
      <MantineProvider>
        <I18nProvider store={createI18nStore('de', { loaded: cataloguesOf('de') })} numberLocale="de-DE">
          <QueryClientProvider client={queryClient}>
            <SiteNodePicker orgId={ORG} value={[{ nodeID: 'o2', nodeType: RootNodeType.Outlet }]} onChange={vi.fn()} />
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>,
    );
    const group = screen.getByRole('group', { name: 'Einschränkungen auf Verkaufsstellen' });
    expect(group).toHaveTextContent('Harbour Street (Verkaufsstelle)');
    expect(screen.getByRole('button', { name: 'Einschränkung Harbour Street entfernen' })).toBeInTheDocument();
    expect(await screen.findByRole('tree', { name: 'Standortknoten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf Quayside Sites einschränken' })).toHaveTextContent('Hinzufügen');
    expect(screen.getByText('Verkaufsstellengruppe')).toBeInTheDocument();
    expect(screen.getByText('Eingeschränkt')).toBeInTheDocument();
  });
});
