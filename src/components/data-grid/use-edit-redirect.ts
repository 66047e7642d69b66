import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AppLink } from '#/lib/app-link';

/** The grid's edit redirect (SPEC 2.3): navigates to the list's edit route (`src/lib/edit-links.ts`) for a row id. */
export function useEditRedirect(linkOf: (id: string) => AppLink): (id: string) => void {
  const navigate = useNavigate();
  return useCallback((id: string) => void navigate(linkOf(id)), [navigate, linkOf]);
}
