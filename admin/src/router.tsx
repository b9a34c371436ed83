import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { RequireSession } from './components/RequireSession.tsx';
import { listApplications } from './features/applications/api.ts';
import { listAudios } from './features/audios/api.ts';
import { LoginPage } from './features/auth/index.ts';
import { Dashboard } from './features/dashboard/index.ts';
import { listDonations } from './features/donations/api.ts';
import { listEvents } from './features/events/api.ts';
import { listInquiries } from './features/inquiries/api.ts';
import { listResources } from './features/library/api.ts';
import { listPosts } from './features/posts/api.ts';
import { listPrayers } from './features/prayers/api.ts';
import { listSeries } from './features/series/api.ts';
import { listUsers } from './features/settings/api.ts';
import { listRegistrations } from './features/signups/api.ts';
import { listSpeakers } from './features/speakers/api.ts';
import { listSubscribers } from './features/subscribers/api.ts';
import { listTestimonials } from './features/testimonials/api.ts';
import { listVideos } from './features/videos/api.ts';
import { contentRoutes, listRoute, screenRoute } from './screenRoute.tsx';
import { screens } from './screens.ts';

/** Routes of docs/spec.md §2 (plus the inboxes) under basename /admin; all but /login sit behind the guard. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    { path: '/forgot-password', lazy: async () => ({ Component: await screens.ForgotPasswordPage() }) },
    { path: '/set-password', lazy: async () => ({ Component: await screens.SetPasswordPage() }) },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Layout />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            { path: 'dashboard', element: <Dashboard /> },
            screenRoute('profile', 'panel.enter', screens.ProfilePage),
            ...contentRoutes('blogs', screens.PostList, listPosts, screens.PostEditor, 'postId'),
            ...contentRoutes('videos', screens.VideoList, listVideos, screens.VideoEditor, 'videoId'),
            ...contentRoutes('audios', screens.AudioList, listAudios, screens.AudioEditor, 'audioId'),
            ...contentRoutes(
              'library',
              screens.ResourceList,
              listResources,
              screens.ResourceEditor,
              'resourceId',
            ),
            listRoute('series', 'content.manage', screens.SeriesList, listSeries),
            listRoute('speakers', 'content.manage', screens.SpeakerList, listSpeakers),
            ...contentRoutes('events', screens.EventList, listEvents, screens.EventEditor, 'eventId'),
            listRoute('inscripciones', 'signups.manage', screens.RegistrationList, listRegistrations),
            screenRoute('inscripciones/:eventId', 'signups.manage', screens.RegistrationScreen),
            screenRoute('inscripciones/:eventId/fechas/:dateId', 'signups.manage', screens.DateRoster),
            screenRoute(
              'inscripciones/:eventId/fechas/:dateId/asistencia',
              'signups.manage',
              screens.CheckInScreen,
            ),
            screenRoute('turnos', 'shifts.coordinate', screens.ShiftBoard),
            screenRoute('turnos/:shiftId', 'shifts.coordinate', screens.ShiftScreen),
            screenRoute('grupos', 'groups.manage', screens.GroupList),
            screenRoute('grupos/:groupId', 'groups.manage', screens.GroupScreen),
            screenRoute('analytics', 'analytics.view', screens.AnalyticsPage),
            screenRoute('email', 'newsletter.send', screens.NewsletterScreen),
            listRoute('donations', 'donations.manage', screens.DonationList, listDonations),
            screenRoute('donations/statements', 'donations.manage', screens.StatementsScreen),
            listRoute('testimonials', 'testimonials.moderate', screens.TestimonialList, listTestimonials),
            listRoute('prayers', 'prayers.moderate', screens.PrayerList, listPrayers),
            listRoute('inquiries', 'inquiries.manage', screens.InquiryList, listInquiries),
            listRoute('subscribers', 'subscribers.manage', screens.SubscriberList, listSubscribers),
            listRoute('applications', 'applications.manage', screens.ApplicationList, listApplications),
            // Site content (issue 27): each area screen checks its own capability (features/site/siteAreas.ts).
            screenRoute('sitio', 'siteContent.edit', screens.SiteIndex),
            screenRoute('sitio/:area', 'siteContent.edit', screens.SiteAreaScreen),
            screenRoute('qr', 'panel.enter', screens.QrScreen),
            listRoute('settings', 'staff.manage', screens.SettingsPage, listUsers),
            screenRoute('export', 'data.export', screens.ExportScreen),
            screenRoute('seguimiento', 'followUps.enter', screens.FollowUpList),
            screenRoute('seguimiento/:followUpId', 'followUps.enter', screens.FollowUpScreen),
            screenRoute('auditoria', 'audit.view', screens.AuditLog),
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
