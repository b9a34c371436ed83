import { createContext, useContext } from 'react';
import type { Path } from './formValues.ts';

/** What every field of a SiteForm reaches: the area's content, how to change it, its messages. */
export interface FormBinding {
  content: unknown;
  change(path: Path, value: unknown): void;
  messageFor(path: Path): string | undefined;
}

export const FormContext = createContext<FormBinding | null>(null);

export function useFormBinding(): FormBinding {
  const binding = useContext(FormContext);
  if (!binding) throw new Error('useFormBinding outside a SiteForm');
  return binding;
}

/** The id of a field's control (e.g. sitio-hero-title); its hint and message add -hint and -error. */
export const fieldId = (path: Path) => `sitio-${path.map(String).join('-') || 'raiz'}`;

/** aria-describedby for a control with an optional hint and message. */
export const describedBy = (id: string, hint: unknown, message: unknown) =>
  [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
