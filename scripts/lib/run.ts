import { spawn } from 'node:child_process';

/** Runs a command to completion, streaming its output; rejects with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
      cwd: options.cwd,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} terminó con ${signal ?? `código ${code}`}`));
    });
  });
}

/** Runs a package's CLI with the current Node, wherever npm put it. */
export function runBin(packageBin: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  return run(process.execPath, [packageBin, ...args], options);
}
