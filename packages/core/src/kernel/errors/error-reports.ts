import type { Clock } from '../env/ports';
import { createEmitter } from '../events/emitter';

/** One failure a front end caught where it would otherwise have broken a screen. */
export interface ErrorReport {
  /** What was thrown, as an Error (a thrown string or object is wrapped). */
  error: Error;
  /** Where it was caught: `route:/casino/slot`, `dialog:deposit`, `app`… */
  where: string;
  /** The site clock's time of the report. */
  at: number;
}

export interface ErrorReportEvents extends Record<string, unknown> {
  error: ErrorReport;
}

/**
 * The site's error channel. A front end reports what its error boundaries catch (a screen that
 * threw while rendering); an integrator listens with `site.errors.on('error', …)` and sends it
 * to its monitoring. Listening is optional: nothing is logged or sent by the core itself.
 */
export interface ErrorsModule {
  report(error: unknown, where: string): ErrorReport;
  on: ReturnType<typeof createEmitter<ErrorReportEvents>>['on'];
}

function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  let text: string;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return new Error(text ?? 'unknown error');
}

export function createErrorReports(clock: Pick<Clock, 'now'>): ErrorsModule {
  const emitter = createEmitter<ErrorReportEvents>();
  return {
    on: emitter.on,
    report(error, where) {
      const report = { error: asError(error), where, at: clock.now() };
      // A listener that throws must not turn one reported error into a second, unreported one.
      try {
        emitter.emit('error', report);
      } catch {
        // ignored on purpose
      }
      return report;
    },
  };
}
