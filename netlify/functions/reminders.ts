import { remindersJob } from '../lib/jobs/remindersJob.ts';
import { deployedJob } from '../lib/jobs/runJob.ts';

/** Netlify scheduled function: the reminders the day before (netlify/lib/jobs/remindersJob.ts). */
export default deployedJob(remindersJob);

// The same cron as remindersJob.schedule (Netlify reads this literal; netlify/lib/jobs/registry.test.ts checks).
export const config = { schedule: '*/15 * * * *' };
