import { type ServerSettings, serverApiFromEnv, serviceClient } from '../serverFunction.ts';
import type { JobContext, JobReport, ScheduledJob } from './scheduledJob.ts';

/** The site's public origin for links in emails: Netlify's URL, else SITE_URL, without a trailing slash. */
export function siteUrlFrom(env: Readonly<Record<string, string | undefined>>, fallback: string): string {
  return (env.URL || env.SITE_URL || fallback).replace(/\/+$/, '');
}

/** Runs `job` once with the secret key of `settings`, at `now`. */
export function runJob(
  job: ScheduledJob,
  settings: ServerSettings & { siteUrl: string },
  now = new Date(),
): Promise<JobReport> {
  const env = settings.env ?? process.env;
  const context: JobContext = { service: serviceClient(settings), now, siteUrl: settings.siteUrl, env };
  return job.run(context);
}

/**
 * A job as Netlify runs it (netlify/functions/<name>.ts): the API and key from the deploy's environment,
 * the report as JSON for the function's log. A failure answers 500 with its message; the next run retries.
 */
export function deployedJob(job: ScheduledJob): () => Promise<Response> {
  return async () => {
    const api = serverApiFromEnv(process.env);
    if (!api) return new Response('Función sin configurar.', { status: 503 });
    try {
      const report = await runJob(job, { ...api, env: process.env, siteUrl: siteUrlFrom(process.env, '') });
      return Response.json(report);
    } catch (error) {
      const message = error instanceof Error ? error.message : JSON.stringify(error);
      return Response.json({ error: `${job.name}: ${message}` }, { status: 500 });
    }
  };
}
