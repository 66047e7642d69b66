import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import { Button, Group, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Spotlight, createSpotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { adminSummaryQuery } from '#/api/queries/admin-summary';
import { organisationSearchQuery, organisationSummaryBriefQuery } from '#/api/queries/organisations';
import { userSearchQuery } from '#/api/queries/users';
import type { components } from '#/api/schema.gen';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import type { MessageKey } from '#/lib/messages/catalogues';
import { routePages } from '#/lib/route-meta';
import { mayAccess, type Session } from '#/lib/session';
import {
  lookupEntry,
  searchesEveryone,
  organisationEntries,
  organisationsOfTree,
  SEARCH_MIN_LENGTH,
  screenEntries,
  searchLeftOut,
  searchPalette,
  serverSearchOf,
  userEntries,
  type PaletteEntry,
  type PaletteGroup,
} from './command-palette-entries';
import { CommandPaletteFace } from './command-palette-face';
import classes from './command-palette.module.css';

/** Results per group (screens, organisations, users). */
const LIMIT = 8;
/** The most organisations and users a search asks the server for; the palette ranks them and shows LIMIT. */
const SEARCH_LIMIT = 50;

/**
 * The results scroll above 420 px: their scrolling area is one Tab away from the search box (WCAG 2.1.1, axe
 * scrollable-region-focusable), while the arrow keys in the search box choose a result. Spotlight.ActionsList is a
 * ScrollArea.Autosize and hands it the props it does not use itself.
 */
const resultsViewport = (label: string) => ({ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } });

type User = components['schemas']['User'];

/**
 * Spotlight's own classes for the dialog it draws. Mantine 9's Spotlight.Root hands its Modal only the classNames it
 * is given, no longer its own (Mantine 7 merged them): without them the dialog's content is not capped at `maxHeight`
 * and its body is not the column in which the results list takes the height left under the search box, so the list
 * grows to the window's height and never scrolls, and the chosen result cannot be scrolled into view.
 */
const spotlightFrame = {
  root: Spotlight.classes.root,
  content: Spotlight.classes.content,
  body: Spotlight.classes.body,
};

const [store, palette] = createSpotlight();

/**
 * The command palette (Ctrl+K / Cmd+K, anywhere): the screens the role may open, organisations, users and Entity
 * Lookup by id, through the same calls as the screens while it is open. What it offers: docs/shell.md.
 */
export function CommandPalette({ session }: { session: Session }) {
  const t = useT();
  const navigate = useNavigate();
  const pages = routePages(useRouter());
  const [query, setQuery] = useState('');
  const superUser = searchesEveryone(session, pages);
  const orgId = session.organisation?.organisationID;
  // The palette's calls run while it is open (a failed one, or one older than its stale time, runs again as it
  // opens); while it is closed they stay quiet, whatever refreshes or empties the cache. A super user's
  // organisations and users are searched on the server as the query is typed (`serverSearchOf`), the first
  // SEARCH_LIMIT of each: the filtered organisation tree (SPEC 7, with the contract's optional limit) and the optional
  // user search, never every organisation or user (100,000 of each are tens of MB). A search the query has moved on
  // from is cancelled (the client passes the query's abort signal); while the next answer loads, the last one's
  // results stay, narrowed to the query.
  const { opened, selected } = useSpotlight(store);
  const initialise = t(
    pages.get('/organisation/$orgId/initialise')?.meta.title ?? 'shell.route.initialiseOrganisation',
  );
  const search = superUser ? serverSearchOf(query, [initialise.toLowerCase()]) : null;
  const organisations = useQuery({
    ...organisationSearchQuery(search ?? '', SEARCH_LIMIT),
    enabled: opened && search !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  // A server without the user search answers every user: then that answer is the palette's list of users, and no
  // more searches are sent.
  const [everyUser, setEveryUser] = useState<User[] | null>(null);
  const users = useQuery({
    ...userSearchQuery(search ?? '', SEARCH_LIMIT),
    enabled: opened && search !== null && everyUser === null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  if (everyUser === null && search !== null && users.data && searchLeftOut(users.data, search, SEARCH_LIMIT)) {
    setEveryUser(users.data);
  }
  const adminSummary = useQuery({ ...adminSummaryQuery(), enabled: opened && superUser, staleTime: 60_000 });
  // Whether the session's organisation is a root and has children: its summary with one child at most, not the root's
  // thousands (a screen's whole summary, when cached, is not watched: that would keep it for the whole session).
  const summary = useQuery({
    ...organisationSummaryBriefQuery(orgId ?? ''),
    enabled: opened && orgId !== undefined && mayAccess('organisationAdmin', session, { orgId }),
    staleTime: 60_000,
  });

  const found = search === null ? undefined : organisations.data;
  const foundUsers = everyUser ?? (search === null ? undefined : users.data);
  const index = useMemo(
    () => [
      ...screenEntries(pages, session, t, { organisationSummary: summary.data, adminSummary: adminSummary.data }),
      ...organisationEntries(session, organisationsOfTree(found), pages, t),
      ...userEntries(session, foundUsers, pages),
    ],
    [pages, session, t, summary.data, adminSummary.data, found, foundUsers],
  );
  const results = useMemo(() => {
    const matches = searchPalette(index, query, LIMIT);
    const lookup = lookupEntry(session, query, t, pages);
    return lookup ? [...matches, lookup] : matches;
  }, [index, query, session, t, pages]);
  // The palette's open state lives in its store, outside React: a console taken down (signed out, started again)
  // leaves it closed.
  useEffect(() => palette.close, []);

  // The element that had the focus before the palette opened gets it back when the palette closes (Esc, a click
  // outside, a result chosen). Mantine's own focus return records the element after the dialog has taken the focus
  // (its search box), so it is off (returnFocus={false}) and done here.
  const returnTo = useRef<HTMLElement | null>(null);
  const openPalette = () => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    palette.open();
  };
  // In text fields too (Mantine's hotkeys ignore inputs unless told otherwise): the palette is the console's one
  // shortcut, and Ctrl+K has no meaning of its own in a text field.
  useHotkeys([['mod+K', openPalette]], []);
  const giveFocusBack = () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  };

  // Before going: the unsaved-changes dialog a navigation may open gives the focus back on Stay to what had it when
  // the dialog opened, which must be the page's element, not the palette's search box (gone by then).
  const go = (entry: PaletteEntry) => {
    giveFocusBack();
    void navigate(entry.link);
  };
  // Results that change under the same query (the lists arrive) are new actions, so no stale item stays selected.
  const version = [organisations, users, summary, adminSummary].map((query) => query.dataUpdatedAt).join('-');

  // Until an arrow key or the pointer chooses, the first result is the chosen one: drawn so, taken by Enter, and the
  // first ArrowDown goes on to the second (Spotlight's own choice after a new query is made on the results it had, not
  // the ones drawn for it, so the results are drawn afresh for each query and mark their first themselves).
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that compose a character (an input method) are not choices.
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && store.getState().selected < 0) {
      store.updateState((state) => ({ ...state, selected: 0 }));
    }
    const first = results[0];
    if (event.key !== 'Enter' || !first) return;
    if (event.currentTarget.closest('[role="dialog"]')?.querySelector('[data-selected]')) return;
    event.preventDefault();
    palette.close();
    go(first);
  };

  const failures = superUser
    ? [
        { list: 'organisations', title: t('shell.palette.organisationsFailed'), query: organisations },
        { list: 'users', title: t('shell.palette.usersFailed'), query: users },
      ].filter((failed) => failed.query.isError)
    : [];
  // A super user's query too short to search organisations and users: say so, rather than "Nothing found".
  const typeMore = superUser && query.trim() !== '' && search === null;
  const loading = search !== null && (organisations.isFetching || (everyUser === null && users.isFetching));

  return (
    <>
      <CommandPaletteFace onClick={openPalette} />
      <Spotlight.Root
        store={store}
        shortcut={null}
        query={query}
        onQueryChange={setQuery}
        returnFocus={false}
        onSpotlightClose={giveFocusBack}
        scrollable
        maxHeight={420}
        classNames={spotlightFrame}
      >
        <Spotlight.Search
          leftSection={<IconSearch size={18} aria-hidden />}
          placeholder={superUser ? t('shell.palette.placeholderAll') : t('shell.palette.placeholderOwn')}
          aria-label={t('shell.palette.search')}
          onKeyDown={onSearchKeyDown}
        />
        {failures.map((failed) => (
          <ListFailure
            key={failed.list}
            title={failed.title}
            error={failed.query.error}
            retrying={failed.query.isFetching}
            onRetry={() => void failed.query.refetch()}
          />
        ))}
        <Spotlight.ActionsList {...resultsViewport(t('shell.palette.results'))}>
          <ResultGroups entries={results} version={`${version}|${query}`} firstChosen={selected <= 0} onChoose={go} />
          {typeMore ? (
            <Text size="sm" c="dimmed" px="md" py="xs" role="status">
              {t('shell.palette.typeMore', { count: SEARCH_MIN_LENGTH })}
            </Text>
          ) : results.length === 0 ? (
            <Spotlight.Empty>{loading ? t('shell.palette.loading') : t('shell.palette.nothingFound')}</Spotlight.Empty>
          ) : null}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}

/** "Organisations could not be searched", the reason, and Try again (the same call once more). */
function ListFailure({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const errorMessage = useErrorMessage();
  const t = useT();
  return (
    <ErrorAlert title={title} mx="md" mt="xs">
      <Group gap="xs" justify="space-between">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="compact-sm" variant="default" loading={retrying} onClick={onRetry}>
          {t('shell.palette.retry')}
        </Button>
      </Group>
    </ErrorAlert>
  );
}

/** The groups' headings. */
const groupNames: Readonly<Record<PaletteGroup, MessageKey<'shell'>>> = {
  Screens: 'shell.palette.group.screens',
  Organisations: 'shell.palette.group.organisations',
  Users: 'shell.palette.group.users',
  Lookup: 'shell.palette.group.lookup',
};

/** The chosen result's description is not faded on the primary colour (axe color-contrast). */
const actionClasses = { action: classes.action };

/** The results by group (Screens, Organisations, Users, Lookup), each an action that goes to its entry. */
function ResultGroups({
  entries,
  version,
  firstChosen,
  onChoose,
}: {
  entries: readonly PaletteEntry[];
  version: string;
  /** Nothing else is chosen: the first result is drawn as chosen (Spotlight's `data-selected`). */
  firstChosen: boolean;
  onChoose: (entry: PaletteEntry) => void;
}) {
  const t = useT();
  const groups = new Map<PaletteGroup, PaletteEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([group, members]) => (
    <Spotlight.ActionsGroup key={group} label={t(groupNames[group])}>
      {members.map((entry) => (
        <Spotlight.Action
          key={`${entry.id}@${version}`}
          data-selected={firstChosen && entry === entries[0] ? true : undefined}
          classNames={actionClasses}
          label={entry.label}
          {...(entry.description ? { description: entry.description } : {})}
          onClick={() => onChoose(entry)}
        />
      ))}
    </Spotlight.ActionsGroup>
  ));
}
