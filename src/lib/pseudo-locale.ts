import type { Catalogue, Message } from './messages/message-types';

/**
 * The QA pseudo-locale (en-XA): every English message accented, about 35% longer and bracketed, so that text which
 * bypasses the catalogue (plain ASCII letters) or a layout that cuts text (a missing `]`) shows at a glance. Loaded
 * only by the dev and e2e builds (src/components/i18n/i18n-loader.ts).
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter, index) => [
    letter,
    Array.from('àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ')[index] ?? letter,
  ]),
);

/** How much longer a pseudo message is than its English: German and French run 30-40% longer. */
const GROWTH = 0.35;

/** One text in the pseudo-locale: `Save Changes` -> `[Ŝàṽé Çĥàñĝéš ·····]`. Placeholders (`{count}`) stay as they are. */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : Array.from(part, (char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.ceil(text.length * GROWTH)));
  return `[${accented} ${padding}]`;
}

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  return Object.fromEntries(Object.entries(message).map(([category, text]) => [category, pseudoText(text)])) as Message;
}

/** A catalogue in the pseudo-locale, made from the English one. */
export function pseudoCatalogue(source: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => [key, pseudoMessage(message)]));
}
