import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './src/catalogue-sources';

// findBy/waitFor wait up to 5 s (not 1 s): on a busy 2-core machine a block loaded on demand (a tooltip's Mantine
// code, transformed on first import) can take over a second to arrive; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine and the virtualised grid measure with.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// Mantine's Textarea sizes itself again when web fonts finish loading (document.fonts), which jsdom has no list of.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: new (class extends EventTarget {
      readonly ready = Promise.resolve(this);
    })(),
  });
}
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
});
