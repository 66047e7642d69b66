// The passwords of `npm run contract:conform` (scripts/contract-conform.mjs): the ones a run sets, made up for each run,
// and how the ordinary user's password is put back after it, whichever way the run ends. Pure but for the random.
import { randomInt } from 'node:crypto';
import { PASSWORD_ENV } from './conform.mjs';

/**
 * The passwords a run sets (the ordinary user's, and the one of the user an invitation makes), each read by the
 * workflows as `$inputs.env.<NAME>`: made up by the runner for each run and handed to respect in its environment only.
 */
export const TEMPORARY_PASSWORD_ENV = [
  'CONFORM_TEMP_PASSWORD',
  'CONFORM_TEMP_PASSWORD_OTHER',
  'CONFORM_TEMP_PASSWORD_RESET',
  'CONFORM_TEMP_PASSWORD_AGAIN',
  'CONFORM_TEMP_PASSWORD_INVITED',
];
// No look-alikes (0/O, 1/l/I), so a password copied from a debug report (--keep-secrets) reads back as it was.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A password no one can derive from a run's log: four groups of six characters drawn by the operating system's
 * cryptographic generator (about 140 bits), with a lower and an upper case letter, a digit and the dashes, so that
 * the usual password rules of a server (at least 8 characters, each kind of character, not a common one) take it.
 */
export function temporaryPassword() {
  for (;;) {
    const group = () => Array.from({ length: 6 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]);
    const password = Array.from({ length: 4 }, () => group().join('')).join('-');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** One temporary password for each of `TEMPORARY_PASSWORD_ENV`, by its name. */
export const temporaryPasswords = () =>
  Object.fromEntries(TEMPORARY_PASSWORD_ENV.map((name) => [name, temporaryPassword()]));

/** What a run's report, HAR and printed output never hold: the sessions, the password, the temporary passwords. */
export const runSecrets = (given, temporary = {}) =>
  [...Object.values(given.sessions ?? {}), given.password, ...Object.values(temporary)].filter(Boolean);

/** The calls that set a password, and the field of their body that holds the new one. */
const NEW_PASSWORD_FIELD = { userChangePassword: 'newPassword', passwordResetConfirm: 'userPassword' };

/** The ordinary user's password when none is given: the default of a workflow file's `CONFORM_USER_PASSWORD` input. */
export function defaultUserPassword(document) {
  const inputs = [
    ...Object.values(document?.components?.inputs ?? {}),
    ...(document?.workflows ?? []).map((w) => w.inputs),
  ];
  const found = inputs.map((schema) => schema?.properties?.env?.properties?.[PASSWORD_ENV]?.default);
  return found.find((value) => typeof value === 'string');
}

/**
 * How the ordinary user's password goes back to `original` once `workflows` have run (passed, failed or stopped):
 * password changes (`userChangePassword` bodies) naming as the old password each one a step may have left set, the
 * new password of each change and reset confirm: first the run's temporary ones (by their `$inputs.env` names), then
 * the literal ones sent to be refused (a server that takes one keeps it), each in the order the steps send them. Empty
 * when no workflow sets a password. They are sent one by one until one is accepted (`putBack`).
 */
export function restorePlan({ workflows, temporary, original, userID }) {
  const own = new Set();
  const literal = new Set();
  for (const step of workflows.flatMap((workflow) => workflow.steps ?? [])) {
    const field = NEW_PASSWORD_FIELD[step.operationId];
    const value = field && step.requestBody?.payload?.[field];
    if (typeof value !== 'string') continue;
    const env = /^\$inputs\.env\.(\w+)$/.exec(value)?.[1];
    // Another expression (the user's own password, a step's output) is no password the run set.
    if (env && temporary[env]) own.add(temporary[env]);
    else if (!value.includes('$') && value !== original) literal.add(value);
  }
  return [...own, ...literal].map((oldPassword) => ({ userID, oldPassword, newPassword: original }));
}

/**
 * Sends the plan's password changes (`send(body)` answers `{status, body}`) until one is accepted: `restored`, or
 * `unchanged` when none is (no step left the password changed), or why it could not be put back. Never a password.
 */
export async function putBack(plan, send) {
  for (const request of plan) {
    let answer;
    try {
      answer = await send(request);
    } catch (error) {
      return `the password change did not answer: ${error?.cause?.code ?? error?.name ?? 'error'}`;
    }
    if (answer.status === 200) return 'restored';
    if (answer.status !== 400 || answer.body?.code !== 'PasswordChange_OldPasswordIsIncorrect') {
      return `the password change answered ${answer.status}${answer.body?.code ? ` ${answer.body.code}` : ''}`;
    }
  }
  return 'unchanged';
}

/** The run's word on the ordinary user's password after `putBack`'s outcome, naming no password. */
export function restoreLine(outcome) {
  const who = "The ordinary user's password";
  if (outcome === 'restored') return `${who} had been left changed by a step: it is put back.`;
  if (outcome === 'unchanged') return `${who} is as the run found it: none of the run's passwords is the user's.`;
  return `${who} could not be put back (${outcome}): it may be one the run made up and never showed; reset it.`;
}
