import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Reads the page's record again when the admin comes back to the page (the window regains focus or the tab becomes
 * visible), so that what someone else saved meanwhile shows before Save (docs/editing.md). The console's queries do
 * not refetch on focus by themselves (src/main.tsx); only the edit page's own record is read here. A read still in
 * flight is not started again (a return to the tab fires both events). `enabled: false` skips it, e.g. during a call.
 */
export function useReadAgainOnFocus(read: (() => Promise<unknown>) | undefined, enabled: boolean): void {
  const latest = useRef({ read, enabled });
  useLayoutEffect(() => {
    latest.current = { read, enabled };
  });
  const hasRead = read !== undefined;
  useEffect(() => {
    if (!hasRead) return;
    let reading = false;
    const readAgain = () => {
      const { read: current, enabled: allowed } = latest.current;
      if (!current || !allowed || reading) return;
      reading = true;
      void current()
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') readAgain();
    };
    window.addEventListener('focus', readAgain);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', readAgain);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [hasRead]);
}
