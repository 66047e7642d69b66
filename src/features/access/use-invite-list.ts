/**
 * useInviteList(orgId, shown): Invite User's "A list": the addresses, their states before sending (the pending
 * invitations and the links, loaded once the list is shown), and sending them `INVITES_IN_FLIGHT` at a time, each
 * one's outcome kept, the failed ones again on Retry failed. No more than the contract's mail limit allows one
 * organisation in its window are sent at once; when the server says its limit is reached (429), every send waits as
 * long as its Retry-After says, then that address goes again and the rest after it (`stopWaiting` ends the run).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { SESSION_ENDED_NOT_SAVED, failureWithOutcome, isOutcomeUnknown, isSessionEnded } from '#/lib/call-outcome';
import { megabytesRoundedUp } from '#/lib/locale-format';
import { yieldToBrowser } from '#/lib/yield-to-browser';
import { inviteListQuery, linkListQuery, useRefreshInvites, useSendInvite } from './access-queries';
import {
  INVITES_IN_FLIGHT,
  INVITE_FILE_MAX_BYTES,
  emailsFromFile,
  entriesToSend,
  entryStates,
  entryStatus,
  failedEntries,
  hasUnsentEntries,
  inviteFileTooLarge,
  knownEmails,
  runBounded,
  splitEmailList,
  withEmails,
  type ListEntry,
  type SendOutcome,
} from './invite-list-rules';
import { SendPause, mailLimitWait, overMailLimit, type MailLimitWait } from './mail-limit-rules';

type SendInviteRequest = components['schemas']['SendInviteRequest'];

const EMAIL_MAX = limits.SendInviteRequest.email.maxLength;

/** One run of Send or Retry failed: how many it sends and how many have settled, by outcome. */
export interface ListRun {
  total: number;
  sent: number;
  failed: number;
  unknown: number;
}

export function useInviteList(orgId: string, shown: boolean) {
  const t = useT('errors', 'access');
  const errorMessage = useErrorMessage();
  const invites = useQuery({ ...inviteListQuery(orgId), enabled: shown });
  const links = useQuery({ ...linkListQuery(orgId), enabled: shown });
  const send = useSendInvite(orgId);
  const refreshInvites = useRefreshInvites(orgId);
  const [draft, setDraft] = useState('');
  const [entries, setEntries] = useState<ListEntry[]>([]);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, SendOutcome>>(new Map());
  const [run, setRun] = useState<ListRun | null>(null);
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState<MailLimitWait | null>(null);
  // The pause of the run under way, for Cancel waiting (an event) and for leaving the page (the effect below).
  const pause = useRef<SendPause | null>(null);
  useEffect(() => () => pause.current?.cancel(), []);

  const known = useMemo(() => knownEmails(invites.data, links.data), [invites.data, links.data]);
  const states = useMemo(() => entryStates(entries, known, EMAIL_MAX), [entries, known]);
  // The addresses typed or pasted and not added yet are part of what Send sends: the list with them taken in.
  const draftEmails = useMemo(() => splitEmailList(draft), [draft]);
  const withDraft = useMemo(() => withEmails(entries, draftEmails), [entries, draftEmails]);
  const toSend = useMemo(
    () => entriesToSend(withDraft, entryStates(withDraft, known, EMAIL_MAX), outcomes),
    [withDraft, known, outcomes],
  );
  const failed = useMemo(() => failedEntries(entries, outcomes), [entries, outcomes]);
  // What each entry shows: its state, or once sent its outcome (with the message of one not sent, or without an
  // answer: what that means and what to do).
  const rows = useMemo(
    () =>
      entries.map((entry) => {
        const outcome = outcomes.get(entry.id);
        const status = entryStatus(entry.email, states.get(entry.id) ?? 'ready', outcome, known.invited);
        const message =
          status === 'unansweredListed'
            ? t('access.inviteList.unansweredListed')
            : outcome && outcome.kind !== 'sent'
              ? outcome.message
              : null;
        return { entry, status, message };
      }),
    [entries, outcomes, states, known.invited, t],
  );
  const add = (emails: readonly string[]) => setEntries((current) => withEmails(current, emails));

  const outcomeOf = (failure: unknown): SendOutcome => {
    if (isSessionEnded(failure)) return { kind: 'failed', message: t(SESSION_ENDED_NOT_SAVED) };
    const message = failureWithOutcome(
      t,
      errorMessage(failure, { emptyFallback: t('access.invite.failed') }),
      failure,
      { note: t('access.invite.outcomeUnknown') },
    );
    return { kind: isOutcomeUnknown(failure) ? 'unknown' : 'failed', message };
  };

  /** Sends `which` (Send: the ready ones; Retry failed: the refused ones), each with `requestFor`'s body. */
  async function sendEntries(which: readonly ListEntry[], requestFor: (email: string) => SendInviteRequest) {
    if (which.length === 0) return;
    const ids = new Set(which.map((entry) => entry.id));
    setOutcomes((current) => new Map([...current].filter(([id]) => !ids.has(id))));
    setRun({ total: which.length, sent: 0, failed: 0, unknown: 0 });
    setSending(true);
    const runPause = new SendPause(setWait);
    pause.current = runPause;
    const settle = (entry: ListEntry, outcome: SendOutcome) => {
      setOutcomes((current) => new Map(current).set(entry.id, outcome));
      setRun((current) => current && { ...current, [outcome.kind]: current[outcome.kind] + 1 });
    };
    try {
      await runBounded(which, INVITES_IN_FLIGHT, async (entry) => {
        // The mail limit's refusal that holds this address back, once it has met one.
        let limited: unknown;
        for (;;) {
          if (!(await runPause.ready())) {
            // Waiting cancelled: an address the limit refused is not sent; one not tried yet stays ready.
            if (limited !== undefined) settle(entry, outcomeOf(limited));
            return;
          }
          try {
            await send.mutateAsync({ params: { path: { orgId } }, body: requestFor(entry.email) });
            settle(entry, { kind: 'sent' });
            return;
          } catch (failure) {
            const seconds = mailLimitWait(failure);
            if (seconds === undefined) {
              settle(entry, outcomeOf(failure));
              return;
            }
            limited = failure;
            runPause.pauseFor(seconds);
          }
        }
      });
      // The pending invitations read back: the states see the new ones, and an unknown outcome may prove sent.
      await refreshInvites();
    } finally {
      setSending(false);
      setWait(null);
      pause.current = null;
    }
  }

  /**
   * Send: the addresses still in the box join the list (each then shows its state and outcome), and the ready ones of
   * the whole list are sent.
   */
  async function sendReady(requestFor: (email: string) => SendInviteRequest) {
    if (draftEmails.length > 0) {
      setEntries(withDraft);
      setDraft('');
    }
    await sendEntries(toSend, requestFor);
  }

  return {
    draft,
    setDraft,
    /** How many addresses the box holds that are not in the list yet (Send takes them in). */
    draftCount: draftEmails.length,
    rows,
    /** The lists the states read: loading, failed (with Retry), or in. */
    knownLoading: invites.isPending || links.isPending,
    knownError: invites.error ?? links.error,
    retryKnown: () => Promise.all([invites.error && invites.refetch(), links.error && links.refetch()]),
    /** What Send sends: the ready entries not sent yet, those in the box included. */
    toSend,
    failed,
    /** How many of `toSend` are past the organisation's mail limit for one window: Send waits until none are. */
    overLimit: overMailLimit(toSend.length),
    run,
    sending,
    /** The wait the server's mail limit asked for (429, Retry-After), while it lasts. */
    wait,
    /** Cancel waiting: the addresses the limit held back are not sent, the rest stay ready. */
    stopWaiting: () => pause.current?.cancel(),
    /** Unsent work the page would lose: typed addresses not yet added, ready or refused entries. */
    unsent: draft.trim() !== '' || hasUnsentEntries(entries, states, outcomes),
    /** Adds the addresses typed or pasted, and empties the box. */
    addDraft: () => {
      add(splitEmailList(draft));
      setDraft('');
    },
    /**
     * Adds the addresses of a picked file (its cells with an @); a file over the size limit is refused before it is
     * read. What went wrong, in words, or null.
     */
    addFile: async (file: File): Promise<string | null> => {
      if (inviteFileTooLarge(file.size)) {
        return t('access.inviteList.fileTooLarge', {
          name: file.name,
          size: megabytesRoundedUp(file.size),
          limit: megabytesRoundedUp(INVITE_FILE_MAX_BYTES),
        });
      }
      try {
        add(await emailsFromFile(await file.text(), yieldToBrowser));
        return null;
      } catch {
        return t('access.inviteList.fileFailed');
      }
    },
    remove: (id: number) => setEntries((current) => current.filter((entry) => entry.id !== id)),
    sendReady,
    sendEntries,
  };
}

export type InviteList = ReturnType<typeof useInviteList>;
