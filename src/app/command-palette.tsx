import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import { Spotlight, createSpotlight, useSpotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { userListQuery } from '../api/queries/users';
import { organisationListQuery } from '../api/queries/organisations';
import { errorMessageOf } from '../api/error-messages';
import {
  lookupEntry,
  organisationEntries,
  screenEntries,
  searchPalette,
  userEntries,
  type PaletteEntry,
} from '../lib/command-palette';
import type { Session } from '../lib/session';
import { CommandPaletteFace } from './command-palette-face';

/** Results per group (screens, organisations, users). */
const LIMIT = 8;

const [store, palette] = createSpotlight();

/**
 * The command palette (issue 16): Ctrl+K / Cmd+K or the header's Search button opens it; it finds the screens the
 * role may open, organisations (super users: all, by name, code or kapow; organisation admins: their own), users
 * (super users, by name or e-mail) and, for any one-word query, Entity Lookup with that id. Arrow keys choose, Enter
 * goes there. Loaded after the first paint (the layout imports it lazily); its lists load when it first opens,
 * through the same calls (and cache) as the switcher and the users screen.
 */
export function CommandPalette({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [used, setUsed] = useState(false);
  const superUser = session.isSuperUser;
  const organisations = useQuery({
    ...organisationListQuery(),
    enabled: used && superUser,
    staleTime: 60_000,
  });
  const users = useQuery({ ...userListQuery(), enabled: used && superUser, staleTime: 60_000 });

  // The lists are indexed when they change while the palette is open (and kept while it closes). The users screen
  // loads the same list (20,000 users in the bench): indexing it as it arrived there delayed the grid's first rows.
  const { opened } = useSpotlight(store);
  const [lists, setLists] = useState<{ organisations?: typeof organisations.data; users?: typeof users.data }>({});
  if (opened && (lists.organisations !== organisations.data || lists.users !== users.data)) {
    setLists({ organisations: organisations.data, users: users.data });
  }
  const index = useMemo(
    () => [
      ...screenEntries(session),
      ...organisationEntries(session, lists.organisations),
      ...userEntries(session, lists.users),
    ],
    [session, lists],
  );
  const results = useMemo(() => {
    const found = searchPalette(index, query, LIMIT);
    const lookup = lookupEntry(session, query);
    return lookup ? [...found, lookup] : found;
  }, [index, query, session]);
  // The palette's open state lives in its store, outside React: a console taken down (signed out, started again)
  // leaves it closed.
  useEffect(() => palette.close, []);
  const go = (entry: PaletteEntry) => void navigate(entry.link);
  // Results that change under the same query (the lists arrive) are new actions, so no stale item stays selected.
  const version = `${organisations.dataUpdatedAt}-${users.dataUpdatedAt}`;
  const actions = groupActions(results, version, go);

  // Spotlight selects the first result when the query changes; results that arrive later (the lists load on first
  // open) or Enter before any arrow key leave nothing selected, and then Enter takes the first result.
  const enterWithoutSelection = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = results[0];
    if (event.key !== 'Enter' || !first) return;
    if (event.currentTarget.closest('[role="dialog"]')?.querySelector('[data-selected]')) return;
    event.preventDefault();
    palette.close();
    go(first);
  };

  const failure = organisations.error ?? users.error;
  const loading = superUser && used && (organisations.isPending || users.isPending);
  let nothingFound = 'Nothing found';
  if (failure) nothingFound = `Organisations and users could not be searched: ${errorMessageOf(failure)}`;
  else if (loading) nothingFound = 'Loading organisations and users…';

  return (
    <>
      <CommandPaletteFace onClick={palette.open} />
      <Spotlight
        store={store}
        shortcut={['mod + K']}
        actions={actions}
        filter={(_query, all) => all}
        limit={LIMIT * 4}
        nothingFound={nothingFound}
        query={query}
        onQueryChange={setQuery}
        onSpotlightOpen={() => {
          setUsed(true);
          if (organisations.isError) void organisations.refetch();
          if (users.isError) void users.refetch();
        }}
        scrollable
        maxHeight={420}
        searchProps={{
          leftSection: <IconSearch size={18} aria-hidden />,
          placeholder: superUser ? 'Screens, organisations, users or an id…' : 'Screens and organisations…',
          'aria-label': 'Search',
          onKeyDown: enterWithoutSelection,
        }}
      />
    </>
  );
}

function groupActions(
  entries: readonly PaletteEntry[],
  version: string,
  go: (entry: PaletteEntry) => void,
): SpotlightActionGroupData[] {
  const groups: SpotlightActionGroupData[] = [];
  for (const entry of entries) {
    let group = groups.find((candidate) => candidate.group === entry.group);
    if (!group) {
      group = { group: entry.group, actions: [] };
      groups.push(group);
    }
    group.actions.push({
      id: `${entry.id}@${version}`,
      label: entry.label,
      ...(entry.description ? { description: entry.description } : {}),
      onClick: () => go(entry),
    });
  }
  return groups;
}
