import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout and no ResizeObserver; Radix popovers (tooltips) measure with it.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// npm test runs the unit tests beside the builds, where a lazily imported module can take seconds to load: the
// queries that wait for what a user sees wait that long, and still fail when it never comes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
