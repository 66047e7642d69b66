import { mailLimits } from '#/api/limits.gen';
import { apiFailureOf } from '#/lib/call-outcome';

/**
 * Invite User's list and the contract's mail limit of `sendinvite` (`x-mail-limit`): how many invitations one
 * organisation may send in a window, and how a list waits when the server says it has sent enough for now (429 with
 * Retry-After) before it sends that address again.
 */

/** The invitations one organisation may send in `windowSeconds`, and to one address (the contract's, generated). */
export const INVITATION_MAIL_LIMIT = mailLimits.sendOrganisationInvite;

/** How many of `toSend` invitations are past the organisation's limit for one window (0 within it). */
export function overMailLimit(toSend: number, limit: number = INVITATION_MAIL_LIMIT.perOrganisation): number {
  return Math.max(0, toSend - limit);
}

/**
 * The wait when a 429 carries no Retry-After (a gateway's own refusal): a minute, short beside the contract's window
 * of ten, long enough not to be refused again at once.
 */
export const DEFAULT_MAIL_LIMIT_WAIT_SECONDS = 60;

/** The seconds to wait before sending again after `failure`, when it is the mail limit's 429 (at least one); else undefined. */
export function mailLimitWait(failure: unknown): number | undefined {
  const answer = apiFailureOf(failure);
  if (answer?.status !== 429) return undefined;
  return Math.max(1, answer.retryAfterSeconds ?? DEFAULT_MAIL_LIMIT_WAIT_SECONDS);
}

/** A countdown's text: minutes and seconds left, rounded up ("0:42", "10:00"). */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A wait as the status line says it: in seconds below two minutes, else in whole minutes rounded up. */
export function waitInWords(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 120 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** A wait under way: until when (epoch ms) and how long it was when it began (what the status line says). */
export interface MailLimitWait {
  until: number;
  seconds: number;
}

/**
 * The pause of one run of sends: every send waits for `ready()` before it goes; a 429 pauses them all for its
 * Retry-After (`pauseFor`, a longer pause standing), since the limit is the organisation's as often as one address's.
 * `cancel()` ends the wait and the run: `ready()` then answers false. `onChange` hears each wait begin and end.
 */
export class SendPause {
  private until = 0;
  private cancelled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly waiting = new Set<() => void>();

  constructor(private readonly onChange: (wait: MailLimitWait | null) => void = () => undefined) {}

  /** Holds every send for `seconds` from now, unless a pause already lasts longer. */
  pauseFor(seconds: number): void {
    if (this.cancelled) return;
    const until = Date.now() + seconds * 1000;
    if (until <= this.until) return;
    this.until = until;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // The timer ends the pause, not the clock: a timer may fire a little before Date.now() reaches `until`, and
      // the clock may be set back meanwhile; either way the senders must not wait for a timer that is gone.
      this.until = 0;
      this.onChange(null);
      this.release();
    }, seconds * 1000);
    this.onChange({ until, seconds });
  }

  /** Resolves true once a send may go, false when the run was cancelled. */
  async ready(): Promise<boolean> {
    while (!this.cancelled && Date.now() < this.until) {
      await new Promise<void>((resolve) => this.waiting.add(resolve));
    }
    return !this.cancelled;
  }

  /** Stops waiting: the sends that wait, and those not started, go no further. */
  cancel(): void {
    if (this.cancelled) return;
    this.cancelled = true;
    clearTimeout(this.timer);
    if (Date.now() < this.until) this.onChange(null);
    this.release();
  }

  private release(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const resume of waiting) resume();
  }
}
