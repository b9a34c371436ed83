import type { ReactNode } from 'react';

/**
 * Why a form or dialog could not do what was asked, read out at once (role="alert") and kept on screen
 * with everything typed until the next try; nothing when there is no problem.
 */
export function FormProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-semibold text-clay-700">
      {children}
    </p>
  );
}

/** A screen's own problem (not one form's field), boxed apart from what surrounds it; nothing when none. */
export function BoxedProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-clay-100 p-3 text-clay-700">
      {children}
    </p>
  );
}
