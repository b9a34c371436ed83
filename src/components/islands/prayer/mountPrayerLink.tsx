import { createRoot } from 'react-dom/client';
import { PrayerLinkPage } from './PrayerLinkPage.tsx';

/** Mounts the private link page from the page's bundled module script (no inline script: the CSP forbids it). */
export function mountPrayerLink(root: HTMLElement) {
  createRoot(root).render(<PrayerLinkPage />);
}
