import { lazy, Suspense, type ComponentType } from 'react';
import { useSessionEnded } from './session-ended';

type DialogProps = { userId: string | undefined };

// The dialog (Mantine's Modal and its stylesheets) loads when a session first ends with unsaved work; if its code
// cannot be downloaded, the page still says so where the change was refused.
const SessionEndedDialog = lazy<ComponentType<DialogProps>>(() =>
  import('./session-ended-dialog').then(
    (m) => ({ default: m.SessionEndedDialog }),
    () => ({ default: () => null }),
  ),
);

/** Mounted by the shell: the dialog of a session that ended while the page held unsaved work (./session-ended.ts). */
export function SessionEndedHost({ userId }: DialogProps) {
  const { ended } = useSessionEnded();
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog userId={userId} />
    </Suspense>
  );
}
