/** The process logger (pino, JSON lines on stderr so CLI stdout stays clean for data). */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({ level, base: { service: 'vigil' }, redact: { paths: ['secret', '*.secret', 'req.headers.authorization'], censor: '[redacted]' } }, pino.destination(2));
}
