import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { adminMessages } from './messages.ts';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description?: string;
  /** A link shown in the toast, e.g. 'Ver' after saving a post. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  href: string;
}

interface ToastApi {
  success(title: string, description?: string, action?: ToastAction): void;
  error(title: string, description?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_MS = 5000;

/** Toasts of docs/spec.md §8: 5 s by default; successes are polite status messages, errors are alerts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const push = useCallback(
    (kind: Toast['kind'], title: string, description?: string, action?: ToastAction) => {
      const id = nextId.current++;
      // The same message twice (saving again after an error) replaces itself rather than piling up.
      const other = (toast: Toast) => toast.title !== title || toast.description !== description;
      setToasts((all) => [...all.filter(other).slice(-2), { id, kind, title, description, action }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      success: (title, description, action) => push('success', title, description, action),
      error: (title, description) => push('error', title, description),
    }),
    [push],
  );
  return (
    <ToastContext value={api}>
      {children}
      <div className="fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
              toast.kind === 'error'
                ? 'border-clay-700 bg-clay-100 text-ink-900'
                : 'border-sage-700 bg-sage-100 text-ink-900'
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="text-sm">{toast.description}</p>}
              {toast.action && (
                <a href={toast.action.href} className="text-sm font-semibold text-navy-700 underline">
                  {toast.action.label}
                </a>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={adminMessages.app.closeNotice}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}
