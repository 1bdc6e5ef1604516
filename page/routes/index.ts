/**
 * Every route of the page server: each route folder's route.ts (page/routes/<route>/route.ts)
 * and what it exports, which page/server/app.ts mounts. A new route folder is mounted without a
 * line here.
 */
import type { DefinedRoute } from './route';

type MountedRoute = Pick<DefinedRoute<unknown>, 'path' | 'mount'>;

const isRoute = (value: unknown): value is MountedRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MountedRoute).path === 'string' &&
  typeof (value as MountedRoute).mount === 'function';

const routeModules = import.meta.glob<Record<string, unknown>>('./*/route.ts', { eager: true });

export const PAGE_ROUTES: readonly MountedRoute[] = Object.values(routeModules).flatMap((module) =>
  Object.values(module).filter(isRoute),
);
