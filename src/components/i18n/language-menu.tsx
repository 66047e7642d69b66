import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PSEUDO_LANGUAGE } from '#/lib/language-choice';
import { LANGUAGE_NAMES, type Language } from '#/lib/messages/catalogues';
import { useLanguage, useT } from './i18n-context';
import { AVAILABLE_LANGUAGES, PSEUDO_ENABLED, type ConsoleLanguage } from './i18n-loader';

/** Each language by its own name, marked with its language for screen readers; the pseudo-locale by its tag. */
function nameOf(language: ConsoleLanguage): string {
  return PSEUDO_ENABLED && language === PSEUDO_LANGUAGE
    ? `Pseudo (${PSEUDO_LANGUAGE})`
    : LANGUAGE_NAMES[language as Language];
}

/**
 * The language menu's entries, for a Mantine `Menu` (the user menu, shown on the anonymous pages too): a heading
 * and one entry per language, the current one marked. Choosing one switches at once and is remembered in this browser.
 */
export function LanguageMenuItems() {
  const t = useT();
  const { language, choose } = useLanguage();
  return (
    <>
      <Menu.Label>{t('shell.language.heading')}</Menu.Label>
      {AVAILABLE_LANGUAGES.map((option) => (
        <Menu.Item
          key={option}
          // Mantine's items are role="menuitem", which takes no aria-checked: the current one is marked as current.
          aria-current={option === language ? 'true' : undefined}
          lang={option}
          leftSection={
            <IconCheck size={16} aria-hidden style={{ visibility: option === language ? 'visible' : 'hidden' }} />
          }
          onClick={() => void choose(option)}
        >
          {nameOf(option)}
        </Menu.Item>
      ))}
    </>
  );
}
