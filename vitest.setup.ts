import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default: a wait on a lazy module's first transform, a
// debounce or an effect then fails at random on a 2-core machine shared with other work (beside a
// second whole test run, the eGift card's prefill from the cart took over 5 s). A wait ends as soon
// as its condition holds, so a longer limit only slows a test that fails anyway.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// Testing Library tells React it runs in a test (act) in hooks it registers when first imported;
// the unit project's files share one module cache (isolate: false), so only the first file would
// get them. Every file gets the same here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// user-event replaces HTMLElement.prototype.focus and blur (so focus moves as in a browser) the
// first time a test sets it up, and keeps them for the worker's life. Done here, before any test
// file's own state is recorded, it is the worker's starting state rather than a change the first
// file that types would be blamed for (scripts/vitest/leakCheck.ts).
userEvent.setup();
