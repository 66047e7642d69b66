// The passwords of `npm run contract:conform` (scripts/contract-conform.mjs): the ones a run sets, made up for each
// run, and the secrets its report, HAR and output never hold.
import { randomInt } from 'node:crypto';

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
