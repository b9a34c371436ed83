import { deployed } from '../lib/serverFunction.ts';
import { signups } from '../lib/signups/signupsFunction.ts';

/** Netlify function: sign-ups for events and serving shifts, and their private links (issue 33). */
export default deployed(signups);
