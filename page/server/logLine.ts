/**
 * What a log line may say of an unexpected error: the page server and the shop API keep to one
 * rule, in telemetry/logLine.ts (masked message, code and frames, for the error and its causes).
 */
export { errorForLog, maskPersonal } from '../../telemetry/logLine';
