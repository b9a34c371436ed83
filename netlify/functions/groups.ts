import { groups } from '../lib/groups/groupsFunction.ts';
import { deployed } from '../lib/serverFunction.ts';

/** Netlify function: «Quiero unirme» to a small group, and staff's answer to each request (issue 33). */
export default deployed(groups);
