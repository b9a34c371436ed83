import { prayerExpiryJob } from '../lib/jobs/prayerExpiryJob.ts';
import { deployedJob } from '../lib/jobs/runJob.ts';

/** Netlify scheduled function: the prayer wall's expiry (netlify/lib/jobs/prayerExpiryJob.ts). */
export default deployedJob(prayerExpiryJob);

// The same cron as prayerExpiryJob.schedule (Netlify reads this literal; netlify/lib/jobs/registry.test.ts checks).
export const config = { schedule: '*/15 * * * *' };
