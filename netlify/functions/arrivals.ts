import { arrivalsJob } from '../lib/jobs/arrivalsJob.ts';
import { deployedJob } from '../lib/jobs/runJob.ts';

/** Netlify scheduled function: staff hear of visitors' new messages (netlify/lib/jobs/arrivalsJob.ts). */
export default deployedJob(arrivalsJob);

// The same cron as arrivalsJob.schedule (Netlify reads this literal; netlify/lib/jobs/registry.test.ts checks).
export const config = { schedule: '*/5 * * * *' };
