import { deployed } from '../lib/serverFunction.ts';
import { visitorUpload } from '../lib/visitorUpload.ts';

/** Netlify function: visitors' testimonial photos and CVs, checked and stored with the service key. */
export default deployed(visitorUpload);
