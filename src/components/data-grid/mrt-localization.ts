/**
 * mantine-react-table's own texts (sort buttons, the select-all checkbox) in the console's language. The table has
 * English built in and uses it when given none, so only another language's texts are downloaded, each its own small
 * chunk, and only by a browser that speaks it. The QA pseudo-locale (dev and e2e builds) pseudo-localises the table's
 * English, so that the sweep can tell them from text that bypassed the catalogue.
 */
import type { MRT_Localization } from 'mantine-react-table-open';
import { useEffect, useState } from 'react';
import { useLanguage } from '#/components/i18n/i18n-context';
import type { ConsoleLanguage } from '#/components/i18n/i18n-loader';
import { PSEUDO_LANGUAGE } from '#/lib/language-choice';
import type { Language } from '#/lib/messages/catalogues';

type Texts = MRT_Localization | undefined;

const loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<MRT_Localization>>> = {
  de: () => import('mantine-react-table-open/locales/de/index.esm.mjs').then((module) => module.MRT_Localization_DE),
};

const loaded = new Map<ConsoleLanguage, Texts>();
const loading = new Map<ConsoleLanguage, Promise<Texts>>();

/** The table's English, accented and bracketed as the catalogue's messages are in the pseudo-locale. */
const pseudoLoader = (): Promise<MRT_Localization> =>
  Promise.all([import('#/lib/pseudo-locale'), import('mantine-react-table-open/locales/en/index.esm.mjs')]).then(
    ([pseudo, english]) =>
      Object.fromEntries(
        Object.entries(english.MRT_Localization_EN).map(([key, text]) => [key, pseudo.pseudoText(text)]),
      ) as unknown as MRT_Localization,
  );

function loaderOf(language: ConsoleLanguage): (() => Promise<MRT_Localization>) | undefined {
  // The constant itself (not an alias) so that a build without test-only code drops the loader and its chunk.
  if (language === PSEUDO_LANGUAGE) return __QA_SWITCHES__ ? pseudoLoader : undefined;
  return Object.hasOwn(loaders, language) ? loaders[language as keyof typeof loaders] : undefined;
}

/** Whether the table's texts in `language` are at hand (English always is). */
export function mrtTextsReady(language: ConsoleLanguage): boolean {
  return loaderOf(language) === undefined || loaded.has(language);
}

/**
 * Downloads (once) the table's texts in `language`; resolves undefined for the built-in English, also when the
 * download fails: the table then speaks English rather than failing the screen.
 */
export function loadMrtTexts(language: ConsoleLanguage): Promise<Texts> {
  const load = loaderOf(language);
  if (!load) return Promise.resolve(undefined);
  if (loaded.has(language)) return Promise.resolve(loaded.get(language));
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then(
      (texts) => {
        loaded.set(language, texts);
        return texts;
      },
      () => {
        loading.delete(language);
        return undefined;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The table's `localization` in the console's language; after a switch, the texts before until the new ones arrive. */
export function useMrtLocalization(): Texts {
  const { language } = useLanguage();
  const ready = mrtTextsReady(language);
  const [previous, setPrevious] = useState<Texts>(undefined);
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadMrtTexts(language).then(() => {
      if (current) setArrivals((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  const texts = ready ? loaded.get(language) : previous;
  // Remembered for the next switch (state from an earlier render, as React documents it).
  if (ready && previous !== texts) setPrevious(texts);
  return texts;
}
