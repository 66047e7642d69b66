import { expect, type Persona, type SignInOptions } from './fixtures';

/** The languages the German specs compare, each with the profile locale that picks it. */
export const PROFILE_LOCALES = { en: 'en-GB', de: 'de-DE' } as const;
export type SpecLanguage = keyof typeof PROFILE_LOCALES;

/**
 * The same visit as `persona` with an English profile, then with a German one. `visit` asserts its language's words
 * and returns what it sent (calls, and bodies where it sends some): the language must change none of it. Returns the
 * German visit's.
 */
export async function sameCallsInEnglishAndGerman<Sent>(
  signInAs: (persona: Persona, options: SignInOptions) => Promise<void>,
  persona: Persona,
  visit: (language: SpecLanguage) => Promise<Sent>,
): Promise<Sent> {
  await signInAs(persona, { locale: PROFILE_LOCALES.en });
  const english = await visit('en');
  await signInAs(persona, { locale: PROFILE_LOCALES.de });
  const german = await visit('de');
  expect<unknown>(german, 'the same calls and bodies in German as in English').toEqual(english);
  return german;
}
