import type { ReactNode } from 'react';

/**
 * Why a form or dialog could not do what was asked, read out at once (role="alert") and kept on screen
 * with everything typed until the next try; nothing when there is no problem. `boxed`: a screen's own
 * problem (not one form's), set apart from what surrounds it.
 */
export function FormProblem({ children, boxed = false }: { children: ReactNode; boxed?: boolean }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={boxed ? 'rounded-xl bg-clay-100 p-3 text-clay-700' : 'text-sm font-semibold text-clay-700'}
    >
      {children}
    </p>
  );
}
