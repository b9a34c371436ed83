import type { PrayerVisibility } from '#core/prayer/visibility.ts';

/** How the inbox names a request's visibility and status (issue 17). */
export const VISIBILITY_SHORT: Record<PrayerVisibility, string> = {
  private: 'Privada',
  anonymous: 'Muro, sin nombre',
  named: 'Muro, con nombre',
};

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pendiente',
  approved: 'En el muro',
  rejected: 'Rechazada',
  expired: 'Caducada',
  withdrawn: 'Retirada',
  answered: 'Contestada',
};

export const DECISION_LABELS = {
  pending: 'Dejar pendiente',
  approved: 'Aprobar y publicar en el muro',
  rejected: 'Rechazar (no se publica)',
} as const;

/** The moderators may decide while the person has not closed the request themselves. */
export const canModerate = (row: { visibility: string; status: string }) =>
  row.visibility !== 'private' && ['pending', 'approved', 'rejected'].includes(row.status);
