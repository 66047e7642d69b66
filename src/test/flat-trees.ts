import { FIRST_OWN_FLAG } from '#/lib/flat-tree';
import type { FlatAccessors } from '#/lib/flatten-tree';

/** A node of the small trees the flat tree's tests write and read. */
export interface Item {
  id: string;
  name: string;
  more?: boolean;
  mark?: boolean;
  children?: Item[];
}

/** An item's id, children, name and mark (FIRST_OWN_FLAG), for `flattenTree` with two fields. */
export const itemAccessors: FlatAccessors<Item> = {
  getId: (item) => item.id,
  getChildren: (item) => item.children,
  hasChildren: (item) => item.more ?? false,
  texts: (item) => [item.name],
  flags: (item) => (item.mark ? FIRST_OWN_FLAG : 0),
};

/** Alpha (One, marked; Two with Deep) and Beta, whose children are not loaded. */
export const itemRoots: Item[] = [
  {
    id: 'a',
    name: 'Alpha',
    children: [
      { id: 'a1', name: 'One', mark: true, children: [] },
      { id: 'a2', name: 'Two', children: [{ id: 'a21', name: 'Deep' }] },
    ],
  },
  { id: 'b', name: 'Beta', more: true },
];
