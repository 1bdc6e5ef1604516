import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default: a wait on a lazy module's first transform, a
// debounce or an effect then fails at random on a 2-core machine shared with other work. A wait
// ends as soon as its condition holds, so a longer limit only slows a test that fails anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// Testing Library tells React it runs in a test (act) in hooks it registers when first imported;
// the unit project's files share one module cache (isolate: false), so only the first file would
// get them. Every file gets the same here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
