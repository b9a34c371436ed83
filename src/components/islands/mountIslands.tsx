import { createRoot } from 'react-dom/client';
import { IslandHost } from './IslandHost.tsx';

/** Called once by the loader on the first interaction that needs React. */
export function mountIslands(): void {
  const container = document.createElement('div');
  container.id = 'islands';
  document.body.append(container);
  createRoot(container).render(<IslandHost />);
}
