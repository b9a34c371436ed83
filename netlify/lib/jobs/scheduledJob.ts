import type { ServiceClient } from '../serverFunction.ts';

/**
 * A job the product runs on a clock (docs/design.md §9, «scheduled jobs»): the visit reminders, the
 * follow-up digest, the prayer wall's expiry, purges. Production deploys each as a Netlify scheduled
 * function (netlify/functions/<name>.ts with `config.schedule`); `npm start` runs them on the same
 * schedule and `npm run jobs -- <name>` runs one now. A job must be safe to run twice or to die halfway:
 * email goes through the outbox with an idempotency key, so a retry never sends twice.
 */
export interface ScheduledJob {
  /** Lower-case words joined by `-`, as on the command line: `reminders`, `digest`. */
  name: string;
  /** A cron expression in UTC, as Netlify reads it: `0 7 * * *`. */
  schedule: string;
  /** What it does, in Spanish, for `npm run jobs` without a name. */
  description: string;
  run(context: JobContext): Promise<JobReport>;
}

export interface JobContext {
  /** The secret-key client: jobs act for no one, so RLS is not their wall; their SQL is. */
  service: ServiceClient;
  /** The clock, passed in so tests move it instead of waiting. */
  now: Date;
  /** The public site's origin, for links in emails (`https://…`, no trailing slash). */
  siteUrl: string;
  env: Readonly<Record<string, string | undefined>>;
}

export interface JobReport {
  /** One Spanish line per thing done («Recordatorio en cola para ana@…»), printed by `npm run jobs`. */
  lines: string[];
}
