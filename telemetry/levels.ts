/**
 * The log levels LOG_LEVEL accepts (pino's), and the log formats LOG_FORMAT accepts. Plain
 * constants with no imports: the page's configuration (page/server/config.ts), which client code
 * may import for its types, reads them without pulling a logger in.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `json`: one JSON object a line (production); `pretty`: pino-pretty's readable lines. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_LEVEL as a level: unset means `info`; anything else not a level throws. */
export function readLogLevel(value: string | undefined): LogLevel {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  }
  return level as LogLevel;
}

/** LOG_FORMAT as a format: unset means `pretty` in development (NODE_ENV), else `json`. */
export function readLogFormat(value: string | undefined, nodeEnv: string | undefined): LogFormat {
  const format = (value ?? '').trim().toLowerCase();
  if (!format) return nodeEnv === 'development' ? 'pretty' : 'json';
  if (!(LOG_FORMATS as readonly string[]).includes(format)) {
    throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, not "${value}"`);
  }
  return format as LogFormat;
}
