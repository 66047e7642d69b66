/**
 * Markup twins of the Mantine controls every grid row repeats: the same elements, published classes (`Input.classes`,
 * `ActionIcon.classes`), CSS variables and attributes as the Mantine component draws, without its
 * per-render work (theme props, style props, class-name resolution). A sort, a scroll or an answer mounts a screenful
 * of rows with seven of these each (docs/decisions/021-grid-rows-mount-light.md). light-controls.test.tsx renders each
 * beside its Mantine component and compares them element for element, so a Mantine upgrade that changes one fails
 * there, not on screen.
 */
import {
  ActionIcon,
  Combobox,
  Input,
  UnstyledButton,
  useMantineTheme,
  type MantineColor,
  type MantineTheme,
} from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, InputHTMLAttributes, Ref } from 'react';

/** The variables Mantine's Input gives its wrapper at size xs and full width. */
const CELL_INPUT_VARS = {
  '--input-height': 'var(--input-height-xs)',
  '--input-fz': 'var(--mantine-font-size-xs)',
  '--input-left-section-pointer-events': 'none',
  '--input-right-section-pointer-events': 'none',
  width: '100%',
} as CSSProperties;
// The classes of each part: the theme's for Input (`theme.components.Input.classNames`, e.g. its focus ring), Mantine's
// published one and the static selector, as Mantine joins them; made once per theme.
const cellClassesOf = new WeakMap<MantineTheme, { wrapper: string; input: string; section: string }>();

function cellClasses(theme: MantineTheme) {
  let made = cellClassesOf.get(theme);
  if (!made) {
    const themed = theme.components.Input?.classNames;
    const own = (part: 'wrapper' | 'input' | 'section') =>
      typeof themed === 'object' && themed !== null && typeof themed[part] === 'string' ? `${themed[part]} ` : '';
    made = {
      wrapper: `${own('wrapper')}${Input.classes.wrapper} mantine-Input-wrapper`,
      input: `${own('input')}${Input.classes.input} mantine-Input-input`,
      section: `${own('section')}${Input.classes.section} mantine-Input-section`,
    };
    cellClassesOf.set(theme, made);
  }
  return made;
}

/**
 * A cell's input: `<Input size="xs" w="100%">`. `chevron`: a select's stand-in, with the select's pointer and chevron
 * (`pointer`, `rightSection={<Combobox.Chevron size="xs" />}`, `rightSectionPointerEvents="none"`).
 */
export function CellInput({
  chevron,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style'> & { chevron?: boolean }) {
  const classes = cellClasses(useMantineTheme());
  return (
    <div
      style={CELL_INPUT_VARS}
      className={classes.wrapper}
      data-variant="default"
      data-size="xs"
      data-pointer={chevron ? 'true' : undefined}
      data-with-right-section={chevron ? 'true' : undefined}
    >
      <input className={classes.input} data-variant="default" {...props} />
      {chevron ? (
        <div data-position="right" className={classes.section}>
          <Combobox.Chevron size="xs" />
        </div>
      ) : null}
    </div>
  );
}

// Made once per theme and colour: the strings ActionIcon's variable resolver makes on every render.
const actionVarsOf = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

function actionVars(theme: MantineTheme, color: MantineColor | undefined): CSSProperties {
  let byColor = actionVarsOf.get(theme);
  if (!byColor) {
    byColor = new Map();
    actionVarsOf.set(theme, byColor);
  }
  const key = color ?? '';
  let vars = byColor.get(key);
  if (!vars) {
    const colors = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant: 'subtle' });
    vars = {
      '--ai-bg': colors.background,
      '--ai-hover': colors.hover,
      '--ai-color': colors.color,
      '--ai-bd': colors.border,
    } as CSSProperties;
    byColor.set(key, vars);
  }
  return vars;
}

const ACTION_CLASS = `${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ACTION_ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/**
 * A row action: `<ActionIcon variant="subtle" color={color}>` with an icon. It takes what a Tooltip gives its child
 * (its ref, handlers, and a class name and style joined to its own, as Mantine's components join them).
 */
export function RowActionButton({
  color,
  disabled,
  children,
  className,
  style,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> & {
  color?: MantineColor;
  'aria-label': string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const own = `mantine-focus-auto ${disabled ? '' : 'mantine-active '}${ACTION_CLASS}`;
  const vars = actionVars(useMantineTheme(), color);
  return (
    <button
      style={style ? { ...vars, ...style } : vars}
      className={className ? `${own} ${className}` : own}
      data-variant="subtle"
      data-disabled={disabled ? 'true' : undefined}
      type="button"
      {...rest}
      disabled={disabled}
    >
      <span className={ACTION_ICON_CLASS}>{children}</span>
    </button>
  );
}
