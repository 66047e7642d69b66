import { useCallback } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { editPathFor } from '../../lib/edit-path';

/** The grid's edit redirect (SPEC 2.3): navigates to the current path plus /edit/{id}. */
export function useEditRedirect(): (id: string) => void {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  return useCallback((id: string) => void router.navigate({ href: editPathFor(pathname, id) }), [router, pathname]);
}
