import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi } from './api.ts';
import { browserI18n } from '../lib/i18n.ts';
import { englishMessages } from './english.ts';

// The page's language, as main.tsx activates it: English, the source (D40). A test of another language
// activates its own (src/test/pseudo-locale.test.tsx).
// Components render with every text of the source language (every catalogue, D40).
browserI18n.loadAndActivate({ locale: 'en', messages: englishMessages });

// Lazily loaded route chunks and a busy CI machine: findBy*/waitFor wait for their condition up to
// 15 s (default 1 s). A ceiling, not a delay: they return as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

// No test reaches a network: every /api call is answered by a stub. Unless a test stubs its calls
// (stubApi in ./api.ts), each gets the server's 404, and the page's own error handling shows it.
beforeEach(() => {
  stubApi({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no layout: React Router's scroll restoration would log "not implemented".
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom has no matchMedia; some components ask it about reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom's <dialog> cannot open as a modal; opening it plainly is enough for these tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
