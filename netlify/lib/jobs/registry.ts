import { arrivalsJob } from './arrivalsJob.ts';
import { auditPurge } from './auditPurge.ts';
import { followUpDigest } from './followUpDigest.ts';
import { prayerExpiryJob } from './prayerExpiryJob.ts';
import { remindersJob } from './remindersJob.ts';
import type { ScheduledJob } from './scheduledJob.ts';
import { visitsRetentionJob } from './visitsRetentionJob.ts';

/**
 * Every job the product runs on a clock, in one list (docs/design.md §9, «scheduled jobs»): `npm start`
 * runs them on their schedule, `npm run jobs -- <name>` runs one now, and production deploys each as the
 * scheduled function netlify/functions/<name>.ts (`export default deployedJob(<job>)` and
 * `export const config = { schedule: '<the same cron>' }`). registry.test.ts holds the three together.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  remindersJob,
  followUpDigest,
  prayerExpiryJob,
  visitsRetentionJob,
  auditPurge,
  arrivalsJob,
];

export function findJob(name: string): ScheduledJob | undefined {
  return scheduledJobs.find((job) => job.name === name);
}
