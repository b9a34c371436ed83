import { Cron } from 'croner';
import type { ServerSettings } from '../serverFunction.ts';
import { runJob } from './runJob.ts';
import type { JobReport, ScheduledJob } from './scheduledJob.ts';

/** A cron expression as Netlify reads it (five fields, UTC), or a Spanish reason it is not one. */
export function checkSchedule(schedule: string): string | undefined {
  try {
    new Cron(schedule, { mode: '5-part', timezone: 'UTC', paused: true }).stop();
    return undefined;
  } catch (error) {
    return `«${schedule}» no es una expresión cron de cinco campos: ${error instanceof Error ? error.message : error}`;
  }
}

export interface JobScheduleOptions {
  /** Where each run's lines (and failures) go; the console for `npm start`. */
  log?: (line: string) => void;
  /** Runs a job; tests pass their own. */
  run?: (job: ScheduledJob, now: Date) => Promise<JobReport>;
}

/**
 * What `npm start` does with the job list: each job on its own cron, in UTC as Netlify runs them, never two
 * runs of one job at once (a slow run makes the next tick skip, as a scheduled function that is still
 * running would). A failing run is logged and the next tick tries again; nothing stops the others.
 */
export function startJobSchedule(
  jobs: readonly ScheduledJob[],
  settings: ServerSettings & { siteUrl: string },
  { log = console.log, run = (job, now) => runJob(job, settings, now) }: JobScheduleOptions = {},
): { stop(): void } {
  const crons = jobs.map(
    (job) =>
      new Cron(
        job.schedule,
        { name: `job:${job.name}`, mode: '5-part', timezone: 'UTC', protect: true },
        async () => {
          try {
            const report = await run(job, new Date());
            for (const line of report.lines) log(`[${job.name}] ${line}`);
          } catch (error) {
            log(`[${job.name}] falló (se reintentará en la próxima ejecución): ${describeError(error)}`);
          }
        },
      ),
  );
  return {
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}
