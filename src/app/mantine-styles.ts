/**
 * Mantine's stylesheets for the first paint, per component in Mantine's documented order; blocks loaded on demand
 * import their own. A screen that starts using another core component adds its file here, after its dependencies.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md

// The global styles, in Mantine's order: since Mantine 8 global.css no longer holds the reset and the default theme's
// CSS variables. Those are not imported (default-css-variables.css): MantineProvider writes all of the theme's
// variables (`deduplicateCssVariables={false}` in app.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';

// Components other components build on (Mantine's list, in its order).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';

// The components the shell and many screens render directly, in the order of Mantine's whole stylesheet
// (@mantine/core/styles.css), so equal-specificity rules win as they do there (e.g. Breadcrumbs' `line-height: 1` on
// its items after Text's). A component only a few modules use is imported by them, at their top, in the same order
// (e.g. Switch by form-fields/switch-field.tsx, Tabs by the permission group edit screen).
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
