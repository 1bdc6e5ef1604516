// Types of the parts of scripts/cluster/cluster.mjs its tests use.
export const HAPROXY_TEMPLATE: string;
/** deploy/haproxy.cfg with its placeholders filled in (the part a shop writes by hand). */
export function renderHaproxyConfig(
  template: string,
  options: { listen: string; stats: string; servers: { name: string; address: string }[] },
): string;
/** haproxy's path; installs Debian's package when root and it is missing. */
export function ensureHaproxy(log?: (line: string) => void): string;
