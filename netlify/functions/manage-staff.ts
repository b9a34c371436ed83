import { manageStaff } from '../lib/manageStaff.ts';
import { deployed } from '../lib/serverFunction.ts';

/** Netlify function: the service key comes from the server environment, never from the browser. */
export default deployed(manageStaff);
