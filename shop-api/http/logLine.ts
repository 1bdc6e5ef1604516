/**
 * What a log line may say of an unexpected error: the shop API and the page server keep to one
 * rule, in telemetry/logLine.ts (masked message, code and frames, for the error and its causes).
 */
export { errorForLog, maskPersonal } from '../../telemetry/logLine.ts';
