import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { RequireArea } from './components/RequireArea.tsx';
import { RequireSession } from './components/RequireSession.tsx';
import { UnderConstruction } from './components/UnderConstruction.tsx';
import { LoginPage } from './features/auth/index.ts';
import { Dashboard } from './features/dashboard/index.ts';
import { PostEditor, PostList } from './features/posts/index.ts';

/** Routes of spec §2 under basename /admin; everything but /login sits behind the session guard. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Layout />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            { path: 'dashboard', element: <Dashboard /> },
            {
              path: 'blogs',
              children: [
                {
                  index: true,
                  element: (
                    <RequireArea area="content">
                      <PostList />
                    </RequireArea>
                  ),
                },
                {
                  path: 'new',
                  element: (
                    <RequireArea area="content">
                      <PostEditor />
                    </RequireArea>
                  ),
                },
                {
                  path: 'edit/:postId',
                  element: (
                    <RequireArea area="content">
                      <PostEditor />
                    </RequireArea>
                  ),
                },
              ],
            },
            {
              path: 'analytics',
              element: (
                <RequireArea area="content">
                  <UnderConstruction title="Estadísticas" />
                </RequireArea>
              ),
            },
            {
              path: 'email',
              element: (
                <RequireArea area="content">
                  <UnderConstruction title="Email Marketing" />
                </RequireArea>
              ),
            },
            {
              path: 'foundation',
              element: (
                <RequireArea area="donations">
                  <UnderConstruction title="Fundación" />
                </RequireArea>
              ),
            },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
