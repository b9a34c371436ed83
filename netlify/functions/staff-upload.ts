import { deployed } from '../lib/serverFunction.ts';
import { staffUpload } from '../lib/staffUpload.ts';

/** Netlify function: staff images and library files, checked and stored with the service key. */
export default deployed(staffUpload);
