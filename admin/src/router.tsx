import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { RequireArea } from './components/RequireArea.tsx';
import { RequireSession } from './components/RequireSession.tsx';
import { UnderConstruction } from './components/UnderConstruction.tsx';
import { listApplications } from './features/applications/api.ts';
import { listAudios } from './features/audios/api.ts';
import { LoginPage } from './features/auth/index.ts';
import { Dashboard } from './features/dashboard/index.ts';
import { listDonations } from './features/donations/api.ts';
import { listInquiries } from './features/inquiries/api.ts';
import { listResources } from './features/library/api.ts';
import { listPosts } from './features/posts/api.ts';
import { listPrayers } from './features/prayers/api.ts';
import { listUsers } from './features/settings/api.ts';
import { listSubscribers } from './features/subscribers/api.ts';
import { listTestimonials } from './features/testimonials/api.ts';
import { listVideos } from './features/videos/api.ts';
import { listLoader } from './lib/listLoader.ts';
import type { Area } from './lib/roles.ts';
import { screenRoute } from './screenRoute.tsx';
import { screens } from './screens.ts';

const guarded = (area: Area, element: ReactNode) => <RequireArea area={area}>{element}</RequireArea>;

/** Routes of spec §2 (plus the inboxes) under basename /admin; all but /login sit behind the guard. */
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
            { path: 'blogs', ...screenRoute('content', screens.PostList, listLoader('content', listPosts)) },
            { path: 'blogs/new', ...screenRoute('content', screens.PostEditor) },
            { path: 'blogs/edit/:postId', ...screenRoute('content', screens.PostEditor) },
            {
              path: 'videos',
              ...screenRoute('content', screens.VideoList, listLoader('content', listVideos)),
            },
            { path: 'videos/new', ...screenRoute('content', screens.VideoEditor) },
            { path: 'videos/edit/:videoId', ...screenRoute('content', screens.VideoEditor) },
            {
              path: 'audios',
              ...screenRoute('content', screens.AudioList, listLoader('content', listAudios)),
            },
            { path: 'audios/new', ...screenRoute('content', screens.AudioEditor) },
            { path: 'audios/edit/:audioId', ...screenRoute('content', screens.AudioEditor) },
            {
              path: 'library',
              ...screenRoute('content', screens.ResourceList, listLoader('content', listResources)),
            },
            { path: 'library/new', ...screenRoute('content', screens.ResourceEditor) },
            { path: 'library/edit/:resourceId', ...screenRoute('content', screens.ResourceEditor) },
            { path: 'analytics', element: guarded('content', <UnderConstruction title="Estadísticas" />) },
            { path: 'email', element: guarded('content', <UnderConstruction title="Email Marketing" />) },
            {
              path: 'donations',
              ...screenRoute('donations', screens.DonationList, listLoader('donations', listDonations)),
            },
            { path: 'foundation', element: guarded('donations', <UnderConstruction title="Fundación" />) },
            {
              path: 'testimonials',
              ...screenRoute(
                'testimonials',
                screens.TestimonialList,
                listLoader('testimonials', listTestimonials),
              ),
            },
            {
              path: 'prayers',
              ...screenRoute('prayers', screens.PrayerList, listLoader('prayers', listPrayers)),
            },
            {
              path: 'inquiries',
              ...screenRoute('inquiries', screens.InquiryList, listLoader('inquiries', listInquiries)),
            },
            {
              path: 'subscribers',
              ...screenRoute(
                'subscribers',
                screens.SubscriberList,
                listLoader('subscribers', listSubscribers),
              ),
            },
            {
              path: 'applications',
              ...screenRoute(
                'applications',
                screens.ApplicationList,
                listLoader('applications', listApplications),
              ),
            },
            {
              path: 'settings',
              ...screenRoute('settings', screens.SettingsPage, listLoader('settings', listUsers)),
            },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
