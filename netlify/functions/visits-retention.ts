import { deployedJob } from '../lib/jobs/runJob.ts';
import { visitsRetentionJob } from '../lib/jobs/visitsRetentionJob.ts';

/** Netlify scheduled function: planned visits past their retention (netlify/lib/jobs/visitsRetentionJob.ts). */
export default deployedJob(visitsRetentionJob);

// The same cron as visitsRetentionJob.schedule (Netlify reads this literal; netlify/lib/jobs/registry.test.ts checks).
export const config = { schedule: '30 3 * * *' };
