import { parseBackendArgs } from './cli.ts';
import { closeOnSignal, launchBackend } from './launch.ts';

// `npm run backend -- [--port N] [--data-dir D | --memory] [--seed]`: the local API alone.
const { backend, api } = await launchBackend(parseBackendArgs(process.argv.slice(2)));
closeOnSignal(api.close, backend.close);
