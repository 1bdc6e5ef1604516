// @ts-check
// React's floor for the tap bench: a counter, the least a React page can do for a tap. Plain
// createElement (no JSX) so the bench's Node process renders the same module the browser hydrates.
import { createElement, useEffect, useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  // Marked as the product page marks itself (html[data-hydrated]), for the bench to wait on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Counter'),
    createElement(
      'button',
      { type: 'button', onClick: () => setCount((n) => n + 1) },
      `Count: ${count}`,
    ),
  );
}
