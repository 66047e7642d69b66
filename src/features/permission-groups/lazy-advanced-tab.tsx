/**
 * The Advanced tab of Edit Permission Group, loaded on demand: what the screen imports instead of ./advanced-tab (same
 * name and props). Its segmented controls (with their floating indicator) and its table are not needed until the tab
 * is chosen; the download starts when the screen loads, so the tab is usually in before it is. Until then a loader
 * holds its place. If it cannot be downloaded, the tab says so and the page stays, with the edits made on Profiles.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { onDemandComponent } from '#/components/on-demand/on-demand-component';

export const AdvancedTab = onDemandComponent(
  () => import('./advanced-tab'),
  (module) => module.AdvancedTab,
  { loadingLabel: { area: 'permissionGroups', key: 'permissionGroups.edit.advancedLoading' }, minHeight: 160 },
);
