import '#core/schemas/zodWithoutEval.ts';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './lib/session.tsx';
import { ToastProvider } from './lib/toast.tsx';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ToastProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </StrictMode>,
  );
}
