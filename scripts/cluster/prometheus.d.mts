// Types of the parts of scripts/cluster/prometheus.mjs its tests use.
export const PROMETHEUS_TEMPLATE: string;
export const ALERT_RULES: string;
/** deploy/prometheus.yml with its placeholders filled in. */
export function renderPrometheusConfig(
  template: string,
  options: { interval: string; targets: string[] },
): string;
