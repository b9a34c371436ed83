import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAIN = new URL('../../backend/main.ts', import.meta.url).pathname;

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until the API answered. */
  startupMs: number;
  /** CPU milliseconds the process used until then (Linux; null elsewhere): start-up cost without the machine's load. */
  startupCpuMs: number | null;
}

/** User + system CPU time of a process from /proc (clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Starts `backend/main.ts` as a real process on a free port and resolves once it prints its URL. */
export function startBackendProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<BackendProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API \(Supabase local\): (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        resolve({
          child,
          url: match[1]!,
          startupMs: performance.now() - started,
          startupCpuMs: cpuMsOf(child.pid),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}: ${output}`)));
  });
}

export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
