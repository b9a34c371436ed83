/**
 * A toast as the site and the admin show it: `{ title, description }`, destructive when something failed
 * (docs/spec.md §8). Catalog entries are toasts; code refers to them by key and never finds one by its text.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  destructive?: boolean;
  /** Milliseconds; the toast default is 5 s (docs/spec.md §9). */
  duration?: number;
}

/** A destructive toast. */
export const failure = (title: string, description?: string): ToastMessage => ({
  title,
  description,
  destructive: true,
});

/**
 * A toast as one sentence, the way the spec writes it ("Campos requeridos: Por favor, completa…"): what a
 * server function answers to a request its form would have refused.
 */
export function toastSentence(toast: ToastMessage): string {
  return toast.description ? `${toast.title}: ${toast.description}` : toast.title;
}
