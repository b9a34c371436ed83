import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { RequireArea } from './components/RequireArea.tsx';
import { RequireSession } from './components/RequireSession.tsx';
import { UnderConstruction } from './components/UnderConstruction.tsx';
import { LoginPage } from './features/auth/index.ts';
import { Dashboard } from './features/dashboard/index.ts';
import {
  ApplicationList,
  AudioEditor,
  AudioList,
  DonationList,
  InquiryList,
  PostEditor,
  PostList,
  PrayerList,
  ResourceEditor,
  ResourceList,
  SettingsPage,
  SubscriberList,
  TestimonialList,
  VideoEditor,
  VideoList,
} from './lazyScreens.ts';
import type { Area } from './lib/roles.ts';

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
            { path: 'blogs', element: guarded('content', <PostList />) },
            { path: 'blogs/new', element: guarded('content', <PostEditor />) },
            { path: 'blogs/edit/:postId', element: guarded('content', <PostEditor />) },
            { path: 'videos', element: guarded('content', <VideoList />) },
            { path: 'videos/new', element: guarded('content', <VideoEditor />) },
            { path: 'videos/edit/:videoId', element: guarded('content', <VideoEditor />) },
            { path: 'audios', element: guarded('content', <AudioList />) },
            { path: 'audios/new', element: guarded('content', <AudioEditor />) },
            { path: 'audios/edit/:audioId', element: guarded('content', <AudioEditor />) },
            { path: 'library', element: guarded('content', <ResourceList />) },
            { path: 'library/new', element: guarded('content', <ResourceEditor />) },
            { path: 'library/edit/:resourceId', element: guarded('content', <ResourceEditor />) },
            { path: 'analytics', element: guarded('content', <UnderConstruction title="Estadísticas" />) },
            { path: 'email', element: guarded('content', <UnderConstruction title="Email Marketing" />) },
            { path: 'donations', element: guarded('donations', <DonationList />) },
            { path: 'foundation', element: guarded('donations', <UnderConstruction title="Fundación" />) },
            { path: 'testimonials', element: guarded('testimonials', <TestimonialList />) },
            { path: 'prayers', element: guarded('prayers', <PrayerList />) },
            { path: 'inquiries', element: guarded('inquiries', <InquiryList />) },
            { path: 'subscribers', element: guarded('subscribers', <SubscriberList />) },
            { path: 'applications', element: guarded('applications', <ApplicationList />) },
            { path: 'settings', element: guarded('settings', <SettingsPage />) },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
