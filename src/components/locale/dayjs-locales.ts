/**
 * The dayjs locale files the date pickers may need, each its own chunk: `loadDatesLocale` loads only the display
 * locale's file (picked by ./dayjs-locale.ts). A language without one keeps dayjs' built-in English names.
 */
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DAYJS_BUILT_IN_LOCALE, pickDayjsLocale } from './dayjs-locale';

dayjs.extend(localizedFormat);

const loaders: Record<string, () => Promise<unknown>> = {
  cs: () => import('dayjs/locale/cs'),
  da: () => import('dayjs/locale/da'),
  de: () => import('dayjs/locale/de'),
  'de-at': () => import('dayjs/locale/de-at'),
  'de-ch': () => import('dayjs/locale/de-ch'),
  'en-au': () => import('dayjs/locale/en-au'),
  'en-ca': () => import('dayjs/locale/en-ca'),
  'en-gb': () => import('dayjs/locale/en-gb'),
  'en-ie': () => import('dayjs/locale/en-ie'),
  'en-nz': () => import('dayjs/locale/en-nz'),
  es: () => import('dayjs/locale/es'),
  fi: () => import('dayjs/locale/fi'),
  fr: () => import('dayjs/locale/fr'),
  'fr-ca': () => import('dayjs/locale/fr-ca'),
  'fr-ch': () => import('dayjs/locale/fr-ch'),
  it: () => import('dayjs/locale/it'),
  nb: () => import('dayjs/locale/nb'),
  nl: () => import('dayjs/locale/nl'),
  pl: () => import('dayjs/locale/pl'),
  pt: () => import('dayjs/locale/pt'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  sv: () => import('dayjs/locale/sv'),
};

/** What the pickers' DatesProvider needs for a display locale. */
export interface DatesLocale {
  /** The registered dayjs locale name. */
  name: string;
  /** 0 Sunday ... 6 Saturday, as the locale starts its week. */
  firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

function weekStartOf(name: string): DatesLocale['firstDayOfWeek'] {
  const start = dayjs.Ls[name]?.weekStart ?? 0;
  return start >= 0 && start <= 6 ? (start as DatesLocale['firstDayOfWeek']) : 0;
}

/** Loads (once) and registers the dayjs locale file for `locale`; English when there is none or it fails to load. */
export async function loadDatesLocale(locale: string): Promise<DatesLocale> {
  const name = pickDayjsLocale(locale, Object.keys(loaders));
  const load = loaders[name];
  if (load && !dayjs.Ls[name]) {
    try {
      await load();
    } catch {
      return { name: DAYJS_BUILT_IN_LOCALE, firstDayOfWeek: 0 };
    }
  }
  return dayjs.Ls[name]
    ? { name, firstDayOfWeek: weekStartOf(name) }
    : { name: DAYJS_BUILT_IN_LOCALE, firstDayOfWeek: 0 };
}
