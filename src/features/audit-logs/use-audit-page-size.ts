import { useEffect, useState } from 'react';
import { auditPageSize } from './audit-paging';

/** How long the window must keep its new height before the page size follows (ms). */
const RESIZE_SETTLE_MS = 300;

/** SPEC 9: the audit page size from the window height (floor((height - 198) / 35), at least 10), kept up to date. */
export function useAuditPageSize(): number {
  const [size, setSize] = useState(() => auditPageSize(window.innerHeight));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(auditPageSize(window.innerHeight)), RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
