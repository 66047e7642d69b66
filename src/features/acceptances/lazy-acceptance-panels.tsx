/**
 * The right-hand panels of Install Versions (an app's auto-accept settings, a version's acceptance, an acceptance's
 * edit), same names and props, loaded on demand: the screen shows one only once a row of the tree is selected, so
 * their forms (@mantine/form, the date and time inputs, the radios) are not in its cold open. The download starts when
 * the screen loads, beside its data calls (docs/code-splitting.md); meanwhile a loader holds the panel's place.
 */
import { Center, Loader } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import type { AcceptanceEditPanel as EditPanelBlock } from './acceptance-edit-panel';
import type { AppSettingsPanel as SettingsPanelBlock } from './app-settings-panel';
import type { PackageAcceptancePanel as PackagePanelBlock } from './package-acceptance-panel';

const usePanels = onDemandBlock(() =>
  Promise.all([
    import('./app-settings-panel'),
    import('./package-acceptance-panel'),
    import('./acceptance-edit-panel'),
  ]),
);

function PanelLoader() {
  const t = useT();
  return (
    <Center mih={120}>
      <Loader aria-label={t('blocks.loadingOverlay.loading')} />
    </Center>
  );
}

export function AppSettingsPanel(props: ComponentProps<typeof SettingsPanelBlock>) {
  const panels = usePanels();
  if (panels.status === 'failed') throw panels.error;
  if (panels.status === 'loading') return <PanelLoader />;
  const [{ AppSettingsPanel: Panel }] = panels.module;
  return <Panel {...props} />;
}

export function PackageAcceptancePanel(props: ComponentProps<typeof PackagePanelBlock>) {
  const panels = usePanels();
  if (panels.status === 'failed') throw panels.error;
  if (panels.status === 'loading') return <PanelLoader />;
  const [, { PackageAcceptancePanel: Panel }] = panels.module;
  return <Panel {...props} />;
}

export function AcceptanceEditPanel(props: ComponentProps<typeof EditPanelBlock>) {
  const panels = usePanels();
  if (panels.status === 'failed') throw panels.error;
  if (panels.status === 'loading') return <PanelLoader />;
  const [, , { AcceptanceEditPanel: Panel }] = panels.module;
  return <Panel {...props} />;
}
