import { Alert, Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import type { Area, MessageKey } from '#/lib/messages/catalogues';
import { onDemandBlock } from './on-demand-block';

/** A message of one area, with that area (to load its words). */
type AreaMessage = { [A in Area]: { area: A; key: MessageKey<A> } }[Area];

/** How a component loaded on demand holds its place: its loader's name (the feature's words) and height. */
export interface OnDemandStandIn {
  loadingLabel: AreaMessage;
  minHeight: number;
}

/**
 * A component loaded on demand (`onDemandBlock`), as what a screen imports instead of it (same props): until the
 * module is in, a named loader holds its place; if it cannot be downloaded, an alert says so where it would be, and
 * the rest of the page stays. `load` is the screen's own `import()`, so the block keeps its own chunk.
 */
export function onDemandComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  standIn: OnDemandStandIn,
): ComponentType<Props> {
  const useBlock = onDemandBlock(load);
  return function OnDemandComponent(props: Props) {
    const t = useT(standIn.loadingLabel.area, 'shell');
    const block = useBlock();
    if (block.status === 'failed') {
      return (
        <Alert color="red" role="alert">
          {t('shell.chunkFailed.text')}
        </Alert>
      );
    }
    if (block.status === 'loading') {
      return (
        <Center mih={standIn.minHeight}>
          <Loader aria-label={t(standIn.loadingLabel.key)} />
        </Center>
      );
    }
    const Loaded = pick(block.module);
    return <Loaded {...props} />;
  };
}
