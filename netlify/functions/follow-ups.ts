import { followUps } from '../lib/followUps/followUpsFunction.ts';
import { deployed } from '../lib/serverFunction.ts';

export default deployed(followUps);
