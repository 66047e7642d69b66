import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldOf } from '#/lib/flat-tree';
import { flattenTree } from '#/lib/flatten-tree';
import { renderWithProviders } from '#/test/render';
import { Tree, type TreeProps } from './tree';

interface Org {
  id: string;
  name: string;
  children?: Org[];
  /** has children that are not loaded yet */
  lazy?: boolean;
}

const VIEWPORT_HEIGHT = 400;

beforeEach(() => {
  // jsdom has no layout: give the virtualiser a viewport to fill (spies are restored after each test).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: 0, width: 600, height: VIEWPORT_HEIGHT }),
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
});

function org(id: string, children?: Org[], lazy?: boolean): Org {
  return { id, name: `Org ${id}`, children, lazy };
}

const sample = (): Org[] => [org('a', [org('a1', [org('a1x')]), org('a2')]), org('b')];

type OrgTreeProps = Omit<TreeProps<Org>, 'getId' | 'hasChildren' | 'getChildren'>;

function renderTree(props: OrgTreeProps) {
  return renderWithProviders(
    <Tree<Org>
      aria-label="Organisations"
      getId={(o) => o.id}
      getLabel={(o) => o.name}
      hasChildren={(o) => o.lazy === true || (o.children?.length ?? 0) > 0}
      getChildren={(o) => (o.lazy ? undefined : (o.children ?? []))}
      {...props}
    />,
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const itemNames = () => screen.queryAllByRole('treeitem').map((el) => el.getAttribute('aria-label'));

function deferred<V>() {
  let resolve: (value: V) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Tree', () => {
  it('renders the roots as tree items', () => {
    renderTree({ roots: sample() });
    expect(screen.getByRole('tree', { name: 'Organisations' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['Org a', 'Org b']);
    expect(screen.getByText('Org a')).toBeVisible();
    expect(item('Org a')).toHaveAttribute('aria-level', '1');
    expect(item('Org a')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Org b')).not.toHaveAttribute('aria-expanded');
  });

  it('shows emptyText when there are no roots', () => {
    renderTree({ roots: [], emptyText: 'No organisations' });
    expect(screen.getByText('No organisations')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem')).not.toBeInTheDocument();
  });

  it('toggles children with the expander without selecting the row', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderTree({ roots: sample(), onSelect });
    await user.click(within(item('Org a')).getByLabelText('Expand'));
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a2', 'Org b']);
    expect(item('Org a')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Org a1')).toHaveAttribute('aria-level', '2');
    expect(onSelect).not.toHaveBeenCalled();
    expect(item('Org a')).toHaveAttribute('aria-selected', 'false');

    await user.click(within(item('Org a')).getByLabelText('Collapse'));
    expect(itemNames()).toEqual(['Org a', 'Org b']);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects a row when it is clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const roots = sample();
    renderTree({ roots, onSelect });
    await user.click(screen.getByText('Org b'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(roots[1]);
    expect(item('Org b')).toHaveAttribute('aria-selected', 'true');
    expect(item('Org a')).toHaveAttribute('aria-selected', 'false');
    // selecting does not expand
    expect(itemNames()).toEqual(['Org a', 'Org b']);
  });

  it("starts with every node that has children expanded when asked for 'all' (a lazy one loads), and collapses one", async () => {
    const user = userEvent.setup();
    const loadChildren = vi.fn(() => Promise.resolve([org('c1')]));
    renderTree({ roots: [...sample(), org('c', undefined, true)], defaultExpandedIds: 'all', loadChildren });
    expect(await screen.findByRole('treeitem', { name: 'Org c1' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a1x', 'Org a2', 'Org b', 'Org c', 'Org c1']);
    expect(item('Org a1')).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(item('Org a1')).getByLabelText('Collapse'));
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a2', 'Org b', 'Org c', 'Org c1']);
  });

  it('shows a controlled selection', () => {
    renderTree({ roots: sample(), selectedId: 'a1', defaultExpandedIds: ['a'] });
    expect(item('Org a1')).toHaveAttribute('aria-selected', 'true');
    expect(item('Org a')).toHaveAttribute('aria-selected', 'false');
  });

  it('does not select the row when a row action is clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onInvite = vi.fn();
    renderTree({
      roots: sample(),
      onSelect,
      renderActions: (o) => (
        <Button size="xs" onClick={() => onInvite(o.id)}>
          Invite
        </Button>
      ),
    });
    await user.click(within(item('Org b')).getByRole('button', { name: 'Invite' }));
    expect(onInvite).toHaveBeenCalledWith('b');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('renders rich labels', () => {
    renderTree({ roots: sample(), renderLabel: (o, state) => <span>{`${o.name} (depth ${state.depth})`}</span> });
    expect(screen.getByText('Org a (depth 0)')).toBeInTheDocument();
  });

  it('lazily loads children once on first expansion, showing a loader meanwhile', async () => {
    const user = userEvent.setup();
    const load = deferred<Org[]>();
    const loadChildren = vi.fn(() => load.promise);
    renderTree({ roots: [org('p', undefined, true)], loadChildren });
    expect(loadChildren).not.toHaveBeenCalled();

    await user.click(within(item('Org p')).getByLabelText('Expand'));
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(loadChildren).toHaveBeenCalledWith(expect.objectContaining({ id: 'p' }));
    expect(within(item('Org p')).getByRole('status', { name: 'Loading children' })).toBeInTheDocument();
    expect(item('Org p')).toHaveAttribute('aria-busy', 'true');

    load.resolve([org('p1'), org('p2')]);
    expect(await screen.findByRole('treeitem', { name: 'Org p1' })).toHaveAttribute('aria-level', '2');
    expect(itemNames()).toEqual(['Org p', 'Org p1', 'Org p2']);
    expect(screen.queryByRole('status', { name: 'Loading children' })).not.toBeInTheDocument();

    // collapsing and expanding again uses the loaded children
    await user.click(within(item('Org p')).getByLabelText('Collapse'));
    expect(itemNames()).toEqual(['Org p']);
    await user.click(within(item('Org p')).getByLabelText('Expand'));
    expect(itemNames()).toEqual(['Org p', 'Org p1', 'Org p2']);
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('does not call loadChildren again while a load is in flight and the roots change', async () => {
    const load = deferred<Org[]>();
    const loadChildren = vi.fn(() => load.promise);
    const view = (roots: Org[]) => (
      <Tree<Org>
        roots={roots}
        getId={(o) => o.id}
        getLabel={(o) => o.name}
        hasChildren={(o) => o.lazy === true}
        getChildren={(o) => (o.lazy ? undefined : o.children)}
        loadChildren={loadChildren}
        defaultExpandedIds={['p']}
      />
    );
    const { rerender } = renderWithProviders(view([org('p', undefined, true)]));
    expect(await screen.findByRole('status', { name: 'Loading children' })).toBeInTheDocument();
    rerender(view([org('p', undefined, true), org('q')]));
    expect(itemNames()).toEqual(['Org p', 'Org q']);
    load.resolve([org('p1')]);
    expect(await screen.findByRole('treeitem', { name: 'Org p1' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['Org p', 'Org p1', 'Org q']);
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('marks a failed lazy load and retries after collapse and expand', async () => {
    const user = userEvent.setup();
    const loadChildren = vi
      .fn<(node: Org) => Promise<Org[]>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce([org('p1')]);
    renderTree({ roots: [org('p', undefined, true)], loadChildren });

    await user.click(within(item('Org p')).getByLabelText('Expand'));
    expect(await within(item('Org p')).findByRole('img', { name: 'Failed to load children' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['Org p']);

    await user.click(within(item('Org p')).getByLabelText('Collapse'));
    expect(screen.queryByRole('img', { name: 'Failed to load children' })).not.toBeInTheDocument();
    await user.click(within(item('Org p')).getByLabelText('Expand'));
    expect(await screen.findByRole('treeitem', { name: 'Org p1' })).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(2);
  });

  it('a failed lazy load tells why and offers Retry, which loads again', async () => {
    const user = userEvent.setup();
    const loadChildren = vi
      .fn<(node: Org) => Promise<Org[]>>()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValueOnce([org('p1')]);
    const onSelect = vi.fn();
    renderTree({ roots: [org('p', undefined, true)], loadChildren, defaultExpandedIds: ['p'], onSelect });

    const marker = await within(item('Org p')).findByRole('img', { name: 'Failed to load children' });
    await user.hover(marker);
    expect(await screen.findByText('Loading failed: Network error')).toBeInTheDocument();
    await user.click(within(item('Org p')).getByRole('button', { name: 'Retry loading children' }));
    expect(await screen.findByRole('treeitem', { name: 'Org p1' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Failed to load children' })).not.toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('loads the children of nodes that are expanded initially', async () => {
    const loadChildren = vi.fn(async (node: Org) => [org(`${node.id}-child`)]);
    renderTree({
      roots: [org('p', undefined, true), org('q', undefined, true)],
      loadChildren,
      defaultExpandedIds: ['p'],
    });
    expect(await screen.findByRole('treeitem', { name: 'Org p-child' })).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('treeitem', { name: 'Org q-child' })).not.toBeInTheDocument();
  });

  it('caps the indentation at level 5 while aria-level keeps the real depth', () => {
    // chain d0 > d1 > ... > d7, fully expanded
    let chain: Org | undefined;
    for (let i = 7; i >= 0; i -= 1) chain = org(`d${i}`, chain === undefined ? [] : [chain]);
    const roots = chain === undefined ? [] : [chain];
    renderTree({ roots, defaultExpandedIds: ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'], indentSize: 20 });

    expect(itemNames()).toEqual(['Org d0', 'Org d1', 'Org d2', 'Org d3', 'Org d4', 'Org d5', 'Org d6', 'Org d7']);
    expect(item('Org d7')).toHaveAttribute('aria-level', '8');
    expect(item('Org d7')).toHaveAttribute('data-indent-level', '5');
    expect(item('Org d6')).toHaveAttribute('data-indent-level', '5');
    expect(item('Org d5')).toHaveAttribute('data-indent-level', '5');
    expect(item('Org d3')).toHaveAttribute('data-indent-level', '3');
    const padding = (name: string) => item(name).style.paddingLeft;
    expect(padding('Org d7')).toBe(padding('Org d5'));
    expect(padding('Org d6')).toBe(padding('Org d5'));
    expect(parseFloat(padding('Org d5')) - parseFloat(padding('Org d4'))).toBe(20);
    expect(parseFloat(padding('Org d4'))).toBeGreaterThan(parseFloat(padding('Org d3')));
  });

  it('supports keyboard navigation: Up/Down move, Right expands, Left collapses, Enter selects', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderTree({ roots: sample(), onSelect });
    const tree = screen.getByRole('tree');
    const focused = () => screen.getAllByRole('treeitem').filter((el) => el.hasAttribute('data-focused'));
    const active = () => document.getElementById(tree.getAttribute('aria-activedescendant') ?? '');

    await user.tab();
    expect(tree).toHaveFocus();
    expect(active()).toBe(item('Org a'));
    expect(focused()).toEqual([item('Org a')]);

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(item('Org b'));
    expect(focused()).toEqual([item('Org b')]);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(item('Org a'));

    await user.keyboard('{ArrowRight}'); // expands
    expect(item('Org a')).toHaveAttribute('aria-expanded', 'true');
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a2', 'Org b']);
    expect(active()).toBe(item('Org a'));
    await user.keyboard('{ArrowRight}'); // moves to first child
    expect(active()).toBe(item('Org a1'));
    await user.keyboard('{ArrowLeft}'); // collapsed child: moves to parent
    expect(active()).toBe(item('Org a'));
    await user.keyboard('{ArrowLeft}'); // collapses
    expect(item('Org a')).toHaveAttribute('aria-expanded', 'false');
    expect(itemNames()).toEqual(['Org a', 'Org b']);
    expect(onSelect).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
    expect(item('Org b')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}[Space]');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a' }));

    await user.tab();
    expect(tree).not.toHaveFocus();
    expect(focused()).toEqual([]);
  });

  it('works with controlled expansion', async () => {
    const user = userEvent.setup();
    const changes: string[][] = [];
    function Controlled() {
      const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(['a']));
      return (
        <Tree<Org>
          roots={sample()}
          getId={(o) => o.id}
          getLabel={(o) => o.name}
          hasChildren={(o) => (o.children?.length ?? 0) > 0}
          getChildren={(o) => o.children ?? []}
          expandedIds={expanded}
          onExpandedChange={(next) => {
            changes.push([...next].sort());
            setExpanded(next);
          }}
        />
      );
    }
    renderWithProviders(<Controlled />);
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a2', 'Org b']);
    await user.click(within(item('Org a1')).getByLabelText('Expand'));
    expect(changes).toEqual([['a', 'a1']]);
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a1x', 'Org a2', 'Org b']);
  });

  it('keeps the expansion when controlled and the owner ignores the change', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderTree({ roots: sample(), expandedIds: new Set<string>(), onExpandedChange });
    await user.click(within(item('Org a')).getByLabelText('Expand'));
    expect(onExpandedChange).toHaveBeenCalledWith(new Set(['a']));
    expect(itemNames()).toEqual(['Org a', 'Org b']);
  });

  it('virtualises: 20,000 nodes keep only the visible rows in the DOM', async () => {
    const user = userEvent.setup();
    const roots: Org[] = [];
    for (let r = 0; r < 200; r += 1) {
      const children: Org[] = [];
      for (let c = 0; c < 99; c += 1) children.push(org(`r${r}-c${c}`));
      roots.push(org(`r${r}`, children));
    }
    renderTree({ roots, defaultExpandedIds: roots.map((r) => r.id), rowHeight: 40 });
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveAttribute('aria-label', 'Org r0');
    expect(screen.getByRole('presentation').style.height).toBe(`${20000 * 40}px`);
    expect(item('Org r0')).toHaveAttribute('aria-setsize', '200');
    expect(item('Org r0-c1')).toHaveAttribute('aria-posinset', '2');
    expect(item('Org r0-c1')).toHaveAttribute('aria-setsize', '99');

    await user.click(screen.getByText('Org r0-c3'));
    await waitFor(() => expect(item('Org r0-c3')).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('Tree of a flat tree', () => {
  const flatOf = (roots: Org[]) => {
    const tree = flattenTree(
      roots,
      {
        getId: (o) => o.id,
        getChildren: (o) => (o.lazy ? undefined : (o.children ?? [])),
        hasChildren: (o) => o.lazy === true,
        texts: (o) => [o.name],
        flags: () => 0,
      },
      2,
    );
    return { tree, nodeAt: (index: number) => org(fieldOf(tree, index, 0)) };
  };

  it('shows the rows all expanded, collapses one, and keeps the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderTree({ roots: [], flat: flatOf(sample()), defaultExpandedIds: 'all', onSelect });
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a1x', 'Org a2', 'Org b']);
    expect(item('Org a1x')).toHaveAttribute('aria-level', '3');
    expect(item('Org a2')).toHaveAttribute('aria-posinset', '2');
    expect(item('Org a2')).toHaveAttribute('aria-setsize', '2');

    await user.click(within(item('Org a1')).getByLabelText('Collapse'));
    expect(itemNames()).toEqual(['Org a', 'Org a1', 'Org a2', 'Org b']);

    // Left from a child goes to its parent (found by id among the rows made when asked); Enter selects it.
    await user.click(item('Org a2'));
    onSelect.mockClear();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('shows emptyText for a flat tree without nodes', () => {
    renderTree({ roots: [], flat: flatOf([]), emptyText: 'No organisations' });
    expect(screen.getByText('No organisations')).toBeInTheDocument();
  });
});
