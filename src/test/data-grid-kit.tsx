/** The data grid's component tests' shared setup: a client list, its columns, a rendered grid and row helpers. */
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { GridRights } from '#/api/schema.gen';
import { DataGrid, type DataGridColumn, type DataGridProps } from '#/components/data-grid/data-grid';
import { renderWithProviders } from './render';

export interface Client {
  clientID?: string;
  name: string;
  description: string;
  allowPasswordGrant: boolean;
}

export const clients: Client[] = [
  { clientID: 'c1', name: 'Till', description: 'Front till', allowPasswordGrant: true },
  { clientID: 'c2', name: 'Kiosk', description: 'Self service', allowPasswordGrant: false },
];

export const columns: DataGridColumn<Client>[] = [
  { key: 'clientID', header: 'ID', width: 300, readOnly: true },
  { key: 'name', header: 'Name', width: 300, maxLength: 8, namesRow: true },
  { key: 'description', header: 'Description', width: 500 },
  { key: 'allowPasswordGrant', header: 'Allow Password Grant', width: 200, editor: 'boolean' },
];

export const getId = (client: Client): string => client.clientID ?? '';
export const blank = (): Client => ({ clientID: '', name: '', description: '', allowPasswordGrant: false });

/** jsdom has no layout: the scroll container and the rows get sizes, so the row virtualiser renders rows. */
export function setUpGridLayout(): void {
  const layout = {
    rect: Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect'),
    height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  };

  beforeAll(() => {
    const sizeOf = (element: Element) =>
      element.tagName === 'TR' ? { width: 1400, height: 40 } : { width: 1400, height: 800 };
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
      configurable: true,
      value(this: Element) {
        const { width, height } = sizeOf(this);
        return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) };
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this).height;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this).width;
      },
    });
  });

  // Notices raised by one test (a save) are not queued for the next.
  afterEach(() => notifications.clean());

  afterAll(() => {
    if (layout.rect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', layout.rect);
    if (layout.height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', layout.height);
    if (layout.width) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', layout.width);
  });
}

export function renderGrid(overrides: Partial<DataGridProps<Client>> = {}, { notifications = false } = {}) {
  const onCommit = vi.fn<(batch: { changes: Client[]; deletes: string[] }) => Promise<unknown>>(() =>
    Promise.resolve({}),
  );
  const onRefresh = vi.fn<() => void>();
  const props: DataGridProps<Client> = {
    title: 'Clients',
    rows: clients,
    getId,
    columns,
    rights: GridRights.Full,
    newRow: blank,
    onCommit,
    onRefresh,
    // The guard needs a router (its own tests below give it one).
    guard: false,
    ...overrides,
  };
  const user = userEvent.setup();
  const tree = (current: DataGridProps<Client>) => (
    <>
      {notifications && <Notifications />}
      <DataGrid {...current} />
    </>
  );
  const view = renderWithProviders(tree(props));
  // The same tree with some props changed, so the grid stays mounted (as a screen passing new rows or columns).
  const rerenderWith = (changes: Partial<DataGridProps<Client>>) => view.rerender(tree({ ...props, ...changes }));
  return {
    ...view,
    user,
    rerenderWith,
    onCommit: props.onCommit === onCommit ? onCommit : vi.mocked(props.onCommit),
    onRefresh,
  };
}

export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

export async function confirmDialog(name: string) {
  return screen.findByRole('dialog', { name });
}

/**
 * Clicks a row's action as a mouse does: it moves over the row's actions first (which mounts their tooltips, see
 * ActionsSlot), then presses what is there. (user-event would press the element it was given, gone by then.)
 */
export async function clickAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, name: string) {
  await user.hover(within(row).getByRole('button', { name }));
  await user.click(within(row).getByRole('button', { name }));
}
