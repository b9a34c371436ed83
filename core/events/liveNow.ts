/**
 * The /en-vivo page decides in the browser whether a service is on now (the page is static and built
 * ahead). Kept tiny and free of imports: it is the only logic that page ships before interaction.
 */
export interface BroadcastSlot {
  name: string;
  /** Epoch ms. */
  start: number;
  end: number;
  /** "domingo, 10:00" in the ministry's zone, written at build time. */
  label: string;
}

/** The slot on air at `now` (if any) and the next one to start after `now`. */
export function liveState(slots: readonly BroadcastSlot[], now: number) {
  return {
    live: slots.find((slot) => slot.start <= now && now < slot.end),
    next: slots.find((slot) => slot.start > now),
  };
}

/** "2 d 03 h 05 min" / "3 h 05 min 09 s" / "05 min 09 s" until a start `ms` away. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days} d ${two(hours)} h ${two(minutes)} min`;
  if (hours > 0) return `${hours} h ${two(minutes)} min ${two(seconds)} s`;
  return `${two(minutes)} min ${two(seconds)} s`;
}
