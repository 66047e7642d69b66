import { v8CssVariablesResolver, type CSSVariablesResolver } from '@mantine/core';

/**
 * Light variants keep Mantine 8's colours (Mantine 9's dark scheme makes them near-solid, and a light red icon
 * white); dimmed text (descriptions, hints), placeholders (also Mantine's drawn ones, e.g. the month picker's) and
 * error messages dark enough for WCAG AA contrast in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const v8 = v8CssVariablesResolver(t);
  return {
    variables: v8.variables,
    light: {
      ...v8.light,
      '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
      '--mantine-color-placeholder': t.colors.gray[7] ?? '#495057',
      '--mantine-color-error': t.colors.red[8] ?? '#c52b2b',
    },
    dark: {
      ...v8.dark,
      '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b9bf',
      '--mantine-color-placeholder': t.colors.dark[1] ?? '#b8b9bf',
      '--mantine-color-error': t.colors.red[5] ?? '#ff6b6b',
    },
  };
};
