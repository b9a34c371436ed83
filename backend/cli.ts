import { parseArgs } from 'node:util';
import { DEFAULT_API_PORT, DEFAULT_DATA_DIR } from './config.ts';
import type { DatabaseTarget } from './db/openDatabase.ts';

export interface BackendCliOptions {
  port: number;
  target: DatabaseTarget;
  seed: boolean;
}

/** `npm run backend -- [--port N] [--data-dir D | --memory] [--seed]`, with API_PORT, DATA_DIR, DATABASE_URL. */
export function parseBackendArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): BackendCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      seed: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.memory && values['data-dir']) throw new Error('--memory y --data-dir no se pueden usar juntos.');
  const port = Number(values.port ?? env.API_PORT ?? DEFAULT_API_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Puerto inválido: ${values.port}`);
  let target: DatabaseTarget;
  if (values.memory) target = { kind: 'memory' };
  else if (values['data-dir']) target = { kind: 'dataDir', dataDir: values['data-dir'] };
  else if (env.DATABASE_URL) target = { kind: 'postgres', url: env.DATABASE_URL };
  else target = { kind: 'dataDir', dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR };
  return { port, target, seed: values.seed };
}
