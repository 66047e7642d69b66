/**
 * @mantine/modals opens and closes modals through window events ("mantine-modals:<action>") that its
 * ModalsProvider listens to. The provider (Modal, ScrollArea, scroll lock, focus trap) is loaded after the first
 * paint (src/app/modals-host.tsx), so until it is listening these events are held here and replayed, in order,
 * once it is: a modal asked for in the meantime (e.g. a load error right after start-up) still opens.
 */
const ACTIONS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
];
const EVENT_TYPES = ACTIONS.map((action) => `mantine-modals:${action}`);

let held: { type: string; detail: unknown }[] | null = null;

function hold(event: Event) {
  held?.push({ type: event.type, detail: event instanceof CustomEvent ? event.detail : undefined });
}

/** Starts holding modal events (idempotent). */
export function holdModalEvents(): void {
  if (held) return;
  held = [];
  for (const type of EVENT_TYPES) window.addEventListener(type, hold);
}

/** Stops holding and dispatches what was held; call once the provider listens. */
export function releaseModalEvents(): void {
  if (!held) return;
  for (const type of EVENT_TYPES) window.removeEventListener(type, hold);
  const events = held;
  held = null;
  for (const { type, detail } of events) window.dispatchEvent(new CustomEvent(type, { detail }));
}
