import { atom } from 'nanostores';

/**
 * State shared between the plain loader (which sees the first click) and the React islands (which load
 * after it). The loader writes the request before importing the island, so the island opens on mount
 * and the visitor's first click is never lost.
 */
export type DialogRequest =
  | { kind: 'testimonial' }
  | { kind: 'newsletter'; subscribedVia: string }
  | { kind: 'prayer' }
  | { kind: 'job'; jobId: string | null; view: 'list' | 'details' | 'form' }
  | { kind: 'exit' };

export const dialogStore = atom<DialogRequest | null>(null);

/** The floating chat; mirrored in localStorage under chatbotOpen (docs/spec.md §2). */
export const chatOpenStore = atom(false);

export const CHAT_OPEN_KEY = 'chatbotOpen';
export const EXIT_POPUP_KEY = 'exitIntentPopupShown';

// Where focus goes back when a dialog closes (the button that opened it, when there was one).
let returnFocusTo: HTMLElement | null = null;

export function openDialog(request: DialogRequest, trigger: HTMLElement | null = null): void {
  if (trigger) returnFocusTo = trigger;
  dialogStore.set(request);
}

export function closeDialog(): void {
  dialogStore.set(null);
  const target = returnFocusTo;
  returnFocusTo = null;
  // After React has removed the dialog and Headless UI has tried its own restore.
  if (target?.isConnected) requestAnimationFrame(() => target.focus());
}

export function setChatOpen(open: boolean): void {
  chatOpenStore.set(open);
  try {
    localStorage.setItem(CHAT_OPEN_KEY, String(open));
  } catch {
    // Storage may be disabled (private mode); the chat still works for this page.
  }
}
