import { compareVersions, parseVersion } from '#/lib/versions';

/**
 * System health lists application states per version (SPEC 2.5): one group per application name and version,
 * applications by name, and within an application the versions newest first (four-part versions compared as in
 * SPEC 9; text that is not a version comes last, by text). Each group keeps its states ordered by device.
 */
export interface VersionedState {
  applicationName: string;
  applicationVersion: string;
  deviceIdentifier: string;
}

export interface StateGroup<T extends VersionedState> {
  applicationName: string;
  applicationVersion: string;
  states: T[];
}

function compareVersionText(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (x && y) return compareVersions(y, x);
  if (x) return -1;
  if (y) return 1;
  return a.localeCompare(b);
}

export function groupStatesByVersion<T extends VersionedState>(states: readonly T[]): StateGroup<T>[] {
  const groups = new Map<string, StateGroup<T>>();
  for (const state of states) {
    const key = `${state.applicationName}\u0000${state.applicationVersion}`;
    const group = groups.get(key);
    if (group) group.states.push(state);
    else
      groups.set(key, {
        applicationName: state.applicationName,
        applicationVersion: state.applicationVersion,
        states: [state],
      });
  }
  const list = [...groups.values()];
  for (const group of list) group.states.sort((a, b) => a.deviceIdentifier.localeCompare(b.deviceIdentifier));
  return list.sort(
    (a, b) =>
      a.applicationName.localeCompare(b.applicationName) ||
      compareVersionText(a.applicationVersion, b.applicationVersion),
  );
}
