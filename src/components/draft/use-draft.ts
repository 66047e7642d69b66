import { useCallback, useMemo, useState } from 'react';

/**
 * A value the user edits that starts from `source` (a value of the URL's search) and starts from it again whenever
 * `source` changes (a search, back/forward, a shared link), without an effect copying it into state. Give
 * `fromSource` a stable function (declared outside the component).
 */
export function useDraft<S, V>(source: S, fromSource: (source: S) => V): [V, (value: V) => void] {
  const [draft, setDraft] = useState<{ source: S; value: V } | null>(null);
  const sourced = useMemo(() => fromSource(source), [fromSource, source]);
  const value = draft !== null && Object.is(draft.source, source) ? draft.value : sourced;
  const setValue = useCallback((next: V) => setDraft({ source, value: next }), [source]);
  return [value, setValue];
}
