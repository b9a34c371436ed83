import { createRoot } from 'react-dom/client';
import { DonorManagePage } from './DonorManagePage.tsx';

/** Mounts the donor page from the page's bundled module script (no inline script: the CSP forbids it). */
export function mountDonorManage(root: HTMLElement) {
  createRoot(root).render(<DonorManagePage />);
}
