import { followUpDigest } from '../lib/jobs/followUpDigest.ts';
import { deployedJob } from '../lib/jobs/runJob.ts';

/** Netlify scheduled function: each owner's morning digest of follow-ups (netlify/lib/jobs/followUpDigest.ts). */
export default deployedJob(followUpDigest);

// The same cron as followUpDigest.schedule (Netlify reads this literal; netlify/lib/jobs/registry.test.ts checks).
export const config = { schedule: '0 7 * * *' };
