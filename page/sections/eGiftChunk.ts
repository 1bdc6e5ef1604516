/**
 * The eGift form's chunk (EGiftPart.tsx) as a server-rendered lazy part, in a module of its own:
 * the browser entry loads it before hydrating an eGift page (layout/App.tsx, pageChunksFor) at the
 * same time as the product page's own chunk, not after it.
 */
import { lazyServerRendered } from '../lazy/lazyServerRendered';

export const EGiftPart = lazyServerRendered(() => import('./EGiftPart'), 'the eGift card form');

/** Loads the eGift form's chunk; its boundary then hydrates without suspending. */
export const loadEGiftFormChunk = EGiftPart.preload;
