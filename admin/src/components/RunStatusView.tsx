import { FormProblem } from './FormProblem.tsx';

/** How a background run (the data export, a year's statements archive) stands, as its screen words it. */
export type RunStatus =
  | { kind: 'none'; text: string }
  | { kind: 'working'; text: string; done: number; total: number | null }
  | { kind: 'failed'; text: string }
  | { kind: 'ready'; text: string };

/**
 * A progress bar labelled with the run's sentence while it works (no value until the total is known, so the
 * bar says "working" rather than 0 %); otherwise the sentence, announced, and boxed as a problem when it failed.
 */
export function RunStatusView({
  id,
  status,
  hidden = false,
}: {
  id: string;
  status: RunStatus;
  hidden?: boolean;
}) {
  if (status.kind === 'working')
    return (
      <div>
        <label htmlFor={id}>{status.text}</label>
        <progress
          id={id}
          className="mt-2 block w-full"
          max={Math.max(status.total ?? 0, 1)}
          value={status.total === null ? undefined : status.done}
        />
      </div>
    );
  return (
    <div aria-live="polite">
      {status.kind === 'failed' ? (
        <FormProblem boxed>{status.text}</FormProblem>
      ) : (
        !hidden && <p>{status.text}</p>
      )}
    </div>
  );
}
