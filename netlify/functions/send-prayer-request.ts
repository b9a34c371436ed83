import { sendPrayerRequest } from '../lib/sendPrayerRequest.ts';
import { deployed } from '../lib/serverFunction.ts';

/** Netlify function: stores a prayer request with its private link and emails the link. */
export default deployed(sendPrayerRequest);
