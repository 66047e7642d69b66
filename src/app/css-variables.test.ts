import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver } from './css-variables';
import { theme } from './theme';

const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, createTheme(theme)));

describe('the console’s colour variables', () => {
  it('keeps a light variant’s text coloured in the dark scheme (a red Delete icon stays red, not white)', () => {
    expect(resolved.dark['--mantine-color-red-light-color']).toBe('var(--mantine-color-red-3)');
    expect(resolved.dark['--mantine-color-indigo-light-color']).toBe('var(--mantine-color-indigo-3)');
  });

  it('keeps a light variant’s background translucent in the dark scheme', () => {
    expect(resolved.dark['--mantine-color-red-light']).toMatch(/^rgba\(/);
    expect(resolved.light['--mantine-color-red-light']).toMatch(/^rgba\(/);
  });

  it('darkens dimmed text, placeholders and errors for contrast', () => {
    expect(resolved.light['--mantine-color-dimmed']).toBe(DEFAULT_THEME.colors.gray[7]);
    expect(resolved.dark['--mantine-color-error']).toBe(DEFAULT_THEME.colors.red[5]);
  });
});
