/**
 * A page of the registry (registry.ts): its component, loaded on its own, and how it hydrates. The
 * server renders it at once (the component is loaded up front there); the browser entry loads it,
 * with the parts it shows at once, before it hydrates the page (layout/App.tsx).
 */
import type { ComponentType } from 'react';
import { lazyServerRendered, type ServerRenderedPart } from '../lazy/lazyServerRendered';

export interface PageOptions<D> {
  /** What the page shows, for its 'Try again' message when it cannot be loaded: 'your cart'. */
  what: string;
  /**
   * Hydrates in the same pass as the shell, not as a slice of its own after it: what the shopper
   * came for (the product page's purchase panel) is live as soon as anything is.
   */
  withShell?: boolean;
  /**
   * The server's page does its work without JavaScript (its forms post): when its code cannot be
   * loaded, the browser leaves the page as the server sent it rather than hydrating it into a
   * 'Try again' message.
   */
  worksWithoutScript?: boolean;
  /** Loads the parts a page with `data` shows at once, so they hydrate with it. */
  loadParts?: (data: D) => Promise<void>[];
  /**
   * The page has texts in the configured language (PAGE_LOCALE, page/i18n/): it is in that
   * language, its English parts marked. A page with none is English all through and says so
   * (`<html lang="en-US">`, WCAG 3.1.1) whatever the configured language.
   */
  translated?: boolean;
}

export interface PageDefinition<D> {
  Page: ServerRenderedPart<{ data: D }>;
  worksWithoutScript: boolean;
  loadParts: (data: D) => Promise<void>[];
  translated: boolean;
}

export function definePage<D>(
  load: () => Promise<{ default: ComponentType<{ data: D }> }>,
  {
    what,
    withShell = false,
    worksWithoutScript = false,
    loadParts = () => [],
    translated = false,
  }: PageOptions<D>,
): PageDefinition<D> {
  return {
    Page: lazyServerRendered(load, what, { inline: withShell }),
    worksWithoutScript,
    loadParts,
    translated,
  };
}
