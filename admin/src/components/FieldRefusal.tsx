import type { ReactNode } from 'react';

/**
 * Why what a field holds was refused (a file the staff-upload function refused, an address, a code), kept
 * under the field until it changes. A toast announces most refusals; `alert` announces the rest. The
 * control names this text in aria-describedby.
 */
export function FieldRefusal({ id, message, alert }: { id: string; message?: ReactNode; alert?: boolean }) {
  if (!message) return null;
  return (
    <div id={id} role={alert ? 'alert' : undefined} className="text-sm font-semibold text-clay-700">
      {message}
    </div>
  );
}
