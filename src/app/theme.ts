import { createTheme, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/**
 * Mantine's palettes with shades 7-9 darkened where the defaults fail WCAG AA as text: shade 7 reaches 4.6:1 on white
 * (text such as `c="green.7"`), shade 8 (the light scheme's filled/text/light-variant shade, see `primaryShade`)
 * 4.6:1 on its own light-variant tint and 5:1 on white, shade 9 stays darker than 8. Shades 0-6 are Mantine's.
 * Indigo, violet, grape and pink already pass and keep their defaults.
 */
const accessibleColors: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#d83838', '#c52b2b', '#b72626'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1a76c9', '#186bb8', '#1863a9'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0d8091', '#0a7485', '#0a6b7d'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0a8560', '#077855', '#076e4f'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#298439', '#247834', '#226e32'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#51810f', '#47760b', '#436c09'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#a26900',
    '#9a5a00',
    '#954d00',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#c35106',
    '#b54509',
    '#ab390c',
  ],
};

/**
 * SPEC 9: modal default z-index 1050; tooltips show at once.
 * WCAG AA contrast (axe, both schemes): the light scheme uses shade 8 as the filled/text shade of every colour (shade 6,
 * Mantine's default, is under 4.5:1 on white for indigo links, nav links and light badges), and filled controls pick
 * black or white text by the background's luminance (`autoContrast`).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // A user whose system asks for less motion gets dialogs, menus and popovers without their transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  colors: accessibleColors,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Every dialog's × is named (axe button-name) too, in the console's language: app.tsx adds it to this theme.
    Modal: { defaultProps: { zIndex: 1050 } },
    // Every portal (tooltips, popovers, modals) renders into one shared node (Mantine's default since 8, kept stated
    // here): otherwise each Tooltip adds a node to <body> as it mounts and React registers all of its event listeners
    // on that node again, a good part of the cost of showing a grid's or tree's rows.
    Portal: { defaultProps: { reuseTargetNode: true } },
    Tooltip: { defaultProps: { closeDelay: 250 } },
    // A select's open list: its options are reached with the arrow keys from the field (a combobox since Mantine 9),
    // but they take no focus themselves, so the list's scrolling must be reachable by itself (WCAG 2.1.1, axe
    // scrollable-region-focusable). The listbox scrolls and takes the focus itself: a ScrollArea inside it would be a
    // focusable element a listbox may not contain (axe aria-required-children). The height is Mantine's default.
    Select: { defaultProps: { withScrollArea: false, styles: { options: { maxHeight: 220, overflowY: 'auto' } } } },
    ComboboxOptions: { defaultProps: { tabIndex: 0 } },
    // Visible focus on every input (keyboard users), readable off-labels in switches (theme.module.css).
    // Plain objects, as `Input.extend(...)` would return: importing Input and Switch here would put them (and their
    // stylesheets) in every page's first load, though the shell itself shows no input.
    Input: { classNames: { input: classes.inputFocus } },
    Switch: { classNames: { track: classes.switchTrack } },
    // A heading's one long German word ("Benutzerberechtigungsgruppen") breaks rather than widen a phone's page.
    Title: { classNames: { root: classes.title } },
  },
});
