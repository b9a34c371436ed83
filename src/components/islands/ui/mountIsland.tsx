import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Mounts a private page's island (IslandPageLayout) into the layout's mount point. Called from the page's
 * bundled module script: no inline script, the CSP forbids it.
 */
export function mountIsland(page: ComponentType) {
  const root = document.querySelector<HTMLElement>('[data-island-root]');
  if (root) createRoot(root).render(createElement(page));
}
