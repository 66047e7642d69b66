import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AppLink } from '#/lib/app-link';

/**
 * The grid's edit redirect (SPEC 2.3): navigates to the list's edit route (`src/lib/edit-links.ts`) for a row id; none
 * for a list without an edit page.
 */
export function useEditRedirect(linkOf: ((id: string) => AppLink) | undefined): ((id: string) => void) | undefined {
  const navigate = useNavigate();
  const redirect = useCallback((id: string) => void (linkOf && navigate(linkOf(id))), [navigate, linkOf]);
  return linkOf ? redirect : undefined;
}
