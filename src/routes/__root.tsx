import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../components/session/session-context';
import { Layout } from '../app/layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
});

function RootComponent() {
  const { session, sessionFailure } = Route.useRouteContext();
  return <Layout session={session} sessionFailure={sessionFailure} />;
}
