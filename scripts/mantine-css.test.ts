// Mantine's CSS is imported per component (docs/code-splitting.md, "Mantine CSS"): a module that renders a
// component whose stylesheet is not loaded whenever the module is shows it unstyled on a cold open, and styled once
// another screen has loaded the sheet (docs/decisions/079-mantine-css-checked-per-module.md). This test reads which
// stylesheets each component needs from Mantine's own files (the class names its modules use, through the
// components it builds on) and fails naming the module, the component and the missing stylesheet.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStyles, missingStyles, readModule } from './lib/mantine-css.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { stylesOf } = mantineStyles(path.join(root, 'node_modules'));

/** The console's modules (not tests or test helpers), as the check reads them. */
function consoleModules() {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => readModule(file, readFileSync(path.join(root, 'src', file), 'utf8')));
}

/**
 * Stylesheets the table (mantine-react-table-open, one bundle) could need but the console's grids never draw, each
 * with the grid option that would draw it; the test below fails once a grid sets that option.
 */
const UNDRAWN_BY_THE_GRID: Record<string, { option: RegExp; why: string }> = {
  '@mantine/core/styles/Radio.css': {
    option: /enableMultiRowSelection/,
    why: 'a radio per row for single-row selection (enableMultiRowSelection: false)',
  },
  '@mantine/dates/styles.css': {
    option: /filterVariant|mantineFilterDateInputProps/,
    why: "the date filters' DateInput (filterVariant 'date' or 'date-range')",
  },
};

describe('Mantine stylesheets', () => {
  it('every module has the stylesheets of the Mantine components it renders whenever it is loaded', () => {
    const modules = consoleModules();
    const missing = missingStyles(modules, stylesOf, 'main').flatMap((line) => {
      if (!line.includes('(mantine-react-table-open)')) return [line];
      const [head = '', sheets = ''] = line.split(' needs ');
      const left = sheets.split(', ').filter((sheet) => !(sheet in UNDRAWN_BY_THE_GRID));
      return left.length > 0 ? [`${head} needs ${left.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('the grid draws none of the parts whose stylesheets it leaves out', () => {
    const sources = consoleModules().map((module) => readFileSync(path.join(root, 'src', module.file), 'utf8'));
    for (const [sheet, { option, why }] of Object.entries(UNDRAWN_BY_THE_GRID)) {
      expect(
        sources.some((source) => option.test(source)),
        `${sheet} left out of the grid's stylesheets for ${why}`,
      ).toBe(false);
    }
  });

  it("reads a component's stylesheets from Mantine's files, with those it builds on", () => {
    expect([...stylesOf('@mantine/core', 'Radio')]).toContain('@mantine/core/styles/Radio.css');
    expect([...stylesOf('@mantine/core', 'Radio')]).toContain('@mantine/core/styles/InlineInput.css');
    // A static member's stylesheet only where the member is used: Table.ScrollContainer brings ScrollArea's.
    expect([...stylesOf('@mantine/core', 'Table')]).toEqual(['@mantine/core/styles/Table.css']);
    expect([...stylesOf('@mantine/core', 'Table', ['ScrollContainer'])]).toContain(
      '@mantine/core/styles/ScrollArea.css',
    );
    expect([...stylesOf('@mantine/dates', 'MonthPickerInput')]).toContain('@mantine/dates/styles.css');
    expect([...stylesOf('@mantine/core', 'Box')]).toEqual([]);
  });

  it('names a module whose stylesheet is not loaded with it, and accepts one its every load brings', () => {
    const modules = [
      readModule('main.tsx', "import './app/styles';\nimport { router } from './router';"),
      readModule(
        'app/styles.ts',
        ['UnstyledButton', 'CloseButton', 'Loader', 'Input', 'InlineInput']
          .map((name) => `import '@mantine/core/styles/${name}.css';`)
          .join('\n'),
      ),
      readModule('router.tsx', "export const router = () => import('./features/a/screen');"),
      readModule('routes/b.tsx', "import { Screen } from '../features/b/screen';\nexport const Route = Screen;"),
      readModule('features/a/screen.tsx', "import '@mantine/core/styles/Radio.css';\nimport { Pick } from './pick';"),
      readModule('features/a/pick.tsx', "import { Radio } from '@mantine/core';\nexport const Pick = Radio;"),
      readModule('features/b/screen.tsx', "import { Pick } from '../a/pick';\nexport const Screen = Pick;"),
      readModule('features/c/lazy.tsx', "import type { Checkbox } from '@mantine/core';\nexport type C = Checkbox;"),
    ];
    const missing = missingStyles(modules, stylesOf, 'main');
    // Loaded by screen a (which imports Radio.css) and by screen b (which does not): unstyled when b opens first.
    expect(missing.join('\n')).toMatch(/^features\/a\/pick\.tsx: Radio \(@mantine\/core\) needs .*Radio\.css/);
    expect(missing.join('\n')).not.toContain('InlineInput.css');
    expect(missing).toHaveLength(1);
    // Once screen b imports it too, every load of the picker brings it.
    modules[6] = readModule(
      'features/b/screen.tsx',
      "import '@mantine/core/styles/Radio.css';\nimport { Pick } from '../a/pick';\nexport const Screen = Pick;",
    );
    expect(missingStyles(modules, stylesOf, 'main')).toEqual([]);
  });
});
