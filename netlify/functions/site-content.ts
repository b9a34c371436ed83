import { deployed } from '../lib/serverFunction.ts';
import { siteContent } from '../lib/siteContent.ts';

/** Netlify function: publishes, restores and previews site content with the caller's own session. */
export default deployed(siteContent);
