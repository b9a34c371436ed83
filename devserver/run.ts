import { spawn } from 'node:child_process';

/** How much of a failed command's output its error keeps (the reason is near the end). */
const OUTPUT_TAIL = 4000;

/**
 * Runs a command to completion, streaming its output; rejects with its exit code and the end of what it
 * printed, so a caller (or a test) sees why a build failed, not only that it did.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env },
      cwd: options.cwd,
    });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${command} ${args.join(' ')} terminó con ${signal ?? `código ${code}`}\n${tail.trim()}`),
        );
    });
  });
}

/** Runs a package's CLI with the current Node, wherever npm put it. */
export function runBin(packageBin: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  return run(process.execPath, [packageBin, ...args], options);
}
