import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageInRouter } from '#/test/page-in-router';
import type { OrganisationFlatTree } from './organisation-flat-tree';
import type { OrganisationTreeNode } from './organisation-tree';
import { OrganisationTreePanel, type OrganisationTreePanelProps } from './organisation-tree-panel';
import { flattenOrganisationTree } from './organisation-tree-read';

const leaf = (n: number): OrganisationTreeNode => ({
  id: `c${n}`,
  name: `Child ${n}`,
  nameSuffix: null,
  hasChildren: false,
});
const answer = [
  { ...leaf(0), id: 'r', name: 'Root', nameSuffix: 'ROOT', hasChildren: true, children: [1, 2, 3].map(leaf) },
];
const treeOf = (limit?: number): OrganisationFlatTree => ({
  flat: flattenOrganisationTree(answer, limit),
  entities: new Map(),
});

beforeEach(() => {
  // jsdom has no layout: give the tree's virtualiser a viewport to fill (spies are restored after each test).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 400 }),
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
});

function renderPanel(props: Partial<OrganisationTreePanelProps>) {
  return renderPageInRouter(() => (
    <OrganisationTreePanel
      roots={undefined}
      loading={false}
      error={null}
      filter="child"
      onFilter={vi.fn()}
      treeKey="child"
      selectedId={null}
      onSelect={vi.fn()}
      onCreate={vi.fn()}
      loadChildren={vi.fn()}
      organisationOf={() => undefined}
      {...props}
    />
  ));
}

describe('the organisations tree panel', () => {
  it('shows the top of a tree still read under the loading overlay, inert: neither focused nor used', async () => {
    await renderPanel({ flat: treeOf(2), partial: true, loading: true });
    const tree = await screen.findByRole('tree');
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(2));
    expect(screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Root (ROOT)',
      'Child 1',
    ]);
    expect(tree.closest('[inert]')).not.toBeNull();
    expect(tree.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('leaves the whole tree usable', async () => {
    await renderPanel({ flat: treeOf() });
    const tree = await screen.findByRole('tree');
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(4));
    expect(tree.closest('[inert]')).toBeNull();
  });
});
