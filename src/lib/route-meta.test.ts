import { describe, expect, it } from 'vitest';
import { currentPage, routePages, showsGrid, type PageMatch, type RouteMeta } from './route-meta';

const route = (id: string, meta: Omit<RouteMeta, 'access'>) => ({
  id,
  options: { staticData: { access: 'signedIn', ...meta } satisfies RouteMeta },
});
// As the router keys them: a layout's path (`/shop`) goes to its index route (`/shop/`).
const pages = routePages({
  routesByPath: {
    '/shop': route('/shop/', { title: 'shell.route.administration' }),
    '/shop/items/$id': route('/shop/items/$id', { title: 'shell.route.editClient' }),
    '/shop/items/$id/$': route('/shop/items/$id/$', { title: 'shell.route.editClient' }),
  },
});
const match = (routeId: string, fullPath: string, extra: Partial<PageMatch> = {}): PageMatch => ({
  routeId,
  fullPath,
  params: {},
  status: 'success',
  ...extra,
});
const root = match('__root__', '/');
const layout = match('/shop', '/shop');

describe('currentPage', () => {
  it('is the deepest match that is a page, with its params', () => {
    const page = currentPage(
      [root, layout, match('/shop/items/$id', '/shop/items/$id', { params: { id: '7' } })],
      pages,
    );
    expect(page).toMatchObject({
      path: '/shop/items/$id',
      meta: { title: 'shell.route.editClient' },
      params: { id: '7' },
    });
    expect(currentPage([root, layout, match('/shop/', '/shop/')], pages)?.path).toBe('/shop');
  });

  it("gives a not-exact route's trailing segments to the page above", () => {
    const item = match('/shop/items/$id', '/shop/items/$id');
    expect(currentPage([root, layout, item, match('/shop/items/$id/$', '/shop/items/$id/$')], pages)?.path).toBe(
      '/shop/items/$id',
    );
  });

  it('is no page for a layout or the root alone, or a not-found', () => {
    expect(currentPage([root, layout], pages)).toBeUndefined();
    expect(currentPage([root], pages)).toBeUndefined();
    expect(
      currentPage([{ ...root, _notFound: true }, match('/shop/items/$id', '/shop/items/$id')], pages),
    ).toBeUndefined();
  });
});

describe('showsGrid', () => {
  it('is true when any matched route says it shows the grid', () => {
    expect(
      showsGrid([
        { staticData: { title: 'shell.route.administration', access: 'signedIn' } },
        { staticData: { title: 'shell.route.clients', access: 'signedIn', grid: true } },
      ]),
    ).toBe(true);
    expect(
      showsGrid([
        { staticData: { title: 'shell.route.administration', access: 'signedIn' } },
        { staticData: undefined },
      ]),
    ).toBe(false);
  });
});
