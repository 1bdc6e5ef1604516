// The theme a story test looks at now. A story test renders and plays its story once, in the
// first theme, then moves the rendered story into each other theme in place (vitest.visual.ts): the
// DesignSystemProvider around the story takes the new theme, and everything the play function did
// (focus, typed text, an open dialog) stays as it was. Outside the story tests nothing sets it and
// the toolbar's theme holds.
import { flushSync } from 'react-dom';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { StoryTheme } from './themeHarness';

let current: StoryTheme | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Moves every rendered story into a theme (null: back to the toolbar's), committed on return. */
export function setStoryTestTheme(theme: StoryTheme | null): void {
  current = theme;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

/** The story test's theme over the toolbar's: what the canvas decorator gives the provider. */
export function StoryTestTheme({
  theme,
  children,
}: {
  theme: StoryTheme;
  children: (theme: StoryTheme) => ReactNode;
}) {
  const override = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return children(override ?? theme);
}
