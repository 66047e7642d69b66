import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '#/components/i18n/i18n-context';
import { createI18nStore } from '#/components/i18n/i18n-store';
import { jsdomTheme } from './render';
import { cataloguesOf } from './translate';

/**
 * Renders `page` as the screen at /page of a real router (memory history, beside a home page at /), in English or
 * German: for blocks that show links, such as Not authorised's "Send me home". Resolves once the page is on screen.
 */
export async function renderPageInRouter(
  page: () => ReactElement,
  { language = 'en' }: { language?: 'en' | 'de' } = {},
): Promise<RenderResult> {
  const rootRoute = createRootRoute({ staticData: { title: 'shell.productTitle', access: 'signedIn' } });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page',
    staticData: { title: 'shell.route.users', access: 'signedIn' },
    component: () => <div data-testid="page-in-router">{page()}</div>,
  });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: { title: 'shell.route.home', access: 'signedIn' },
    component: () => <p>Home</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, homeRoute]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  const store = createI18nStore(language, { loaded: cataloguesOf(language) });
  const view = render(
    <MantineProvider theme={jsdomTheme}>
      <I18nProvider store={store} numberLocale={language === 'de' ? 'de-DE' : 'en-GB'}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  await screen.findByTestId('page-in-router');
  return view;
}
