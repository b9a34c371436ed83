import { auditPurge } from '../lib/jobs/auditPurge.ts';
import { deployedJob } from '../lib/jobs/runJob.ts';

/** Netlify scheduled function: audit entries older than a year are deleted (netlify/lib/jobs/auditPurge.ts). */
export default deployedJob(auditPurge);

// The same cron as auditPurge.schedule (Netlify reads this literal; netlify/lib/jobs/registry.test.ts checks).
export const config = { schedule: '30 3 * * *' };
