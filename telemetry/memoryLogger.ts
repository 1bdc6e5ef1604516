/**
 * A logger that keeps its records in memory, for tests: the same settings as the servers' own
 * (telemetry/logger.ts: serializers, redaction), so what a test reads is what stdout would get.
 */
import { createLogger, type Logger } from './logger';
import type { LogLevel } from './levels';

export interface LogRecord {
  level: string;
  msg: string;
  [field: string]: unknown;
}

export interface MemoryLogger {
  logger: Logger;
  /** Every record so far, parsed. */
  records: LogRecord[];
  /** Every line so far, as written (JSON). */
  text(): string;
}

export function memoryLogger(
  level: LogLevel = 'debug',
  onRecord?: (record: LogRecord) => void,
): MemoryLogger {
  const lines: string[] = [];
  const records: LogRecord[] = [];
  const logger = createLogger({
    level,
    format: 'json',
    destination: {
      write(line: string) {
        lines.push(line);
        const record = JSON.parse(line) as LogRecord;
        records.push(record);
        onRecord?.(record);
      },
    },
  });
  return { logger, records, text: () => lines.join('') };
}
