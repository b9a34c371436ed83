import type { ScreenImport } from './screenRoute.tsx';

/**
 * Feature screens load on first visit, so the login page and dashboard do not download the Markdown
 * renderer, the schemas or every list. Lists and editors are separate chunks: opening a list fetches
 * neither the editor nor its validation schemas.
 */
export const screens = {
  PostList: () => import('./features/posts/PostList.tsx').then((m) => m.PostList),
  PostEditor: () => import('./features/posts/PostEditor.tsx').then((m) => m.PostEditor),
  VideoList: () => import('./features/videos/VideoList.tsx').then((m) => m.VideoList),
  VideoEditor: () => import('./features/videos/VideoEditor.tsx').then((m) => m.VideoEditor),
  AudioList: () => import('./features/audios/AudioList.tsx').then((m) => m.AudioList),
  AudioEditor: () => import('./features/audios/AudioEditor.tsx').then((m) => m.AudioEditor),
  ResourceList: () => import('./features/library/ResourceList.tsx').then((m) => m.ResourceList),
  ResourceEditor: () => import('./features/library/ResourceEditor.tsx').then((m) => m.ResourceEditor),
  SeriesList: () => import('./features/series/SeriesList.tsx').then((m) => m.SeriesList),
  SpeakerList: () => import('./features/speakers/SpeakerList.tsx').then((m) => m.SpeakerList),
  EventList: () => import('./features/events/EventList.tsx').then((m) => m.EventList),
  EventEditor: () => import('./features/events/EventEditor.tsx').then((m) => m.EventEditor),
  DonationList: () => import('./features/donations/DonationList.tsx').then((m) => m.DonationList),
  StatementsScreen: () => import('./features/donations/StatementsScreen.tsx').then((m) => m.StatementsScreen),
  TestimonialList: () => import('./features/testimonials/TestimonialList.tsx').then((m) => m.TestimonialList),
  PrayerList: () => import('./features/prayers/PrayerList.tsx').then((m) => m.PrayerList),
  InquiryList: () => import('./features/inquiries/InquiryList.tsx').then((m) => m.InquiryList),
  SubscriberList: () => import('./features/subscribers/SubscriberList.tsx').then((m) => m.SubscriberList),
  ApplicationList: () => import('./features/applications/ApplicationList.tsx').then((m) => m.ApplicationList),
  NewsletterScreen: () =>
    import('./features/newsletter/NewsletterScreen.tsx').then((m) => m.NewsletterScreen),
  // Site content (issue 27): the forms, their schemas and the editor's logic load with /sitio only.
  SiteIndex: () => import('./features/site/SiteIndex.tsx').then((m) => m.SiteIndex),
  SiteAreaScreen: () => import('./features/site/AreaScreen.tsx').then((m) => m.AreaScreen),
  SettingsPage: () => import('./features/settings/SettingsPage.tsx').then((m) => m.SettingsPage),
  ProfilePage: () => import('./features/account/ProfilePage.tsx').then((m) => m.ProfilePage),
  ForgotPasswordPage: () =>
    import('./features/account/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  SetPasswordPage: () => import('./features/account/SetPasswordPage.tsx').then((m) => m.SetPasswordPage),
  // Grupos (issue 33 item 4): the groups, their private details and the join requests.
  GroupList: () => import('./features/groups/GroupList.tsx').then((m) => m.GroupList),
  GroupScreen: () => import('./features/groups/GroupScreen.tsx').then((m) => m.GroupScreen),
  // Inscripciones (issue 33): the registration's form, lists and check-in load with /inscripciones only.
  RegistrationList: () => import('./features/signups/RegistrationList.tsx').then((m) => m.RegistrationList),
  RegistrationScreen: () =>
    import('./features/signups/RegistrationScreen.tsx').then((m) => m.RegistrationScreen),
  DateRoster: () => import('./features/signups/DateRoster.tsx').then((m) => m.DateRoster),
  CheckInScreen: () => import('./features/signups/CheckInScreen.tsx').then((m) => m.CheckInScreen),
  // Turnos (issue 33 item 3): the coordinator's grid and a shift's editor.
  ShiftBoard: () => import('./features/shifts/ShiftBoard.tsx').then((m) => m.ShiftBoard),
  ShiftScreen: () => import('./features/shifts/ShiftScreen.tsx').then((m) => m.ShiftScreen),
  // Chartist and the charts' styles arrive with this screen only.
  ExportScreen: () => import('./features/export/ExportScreen.tsx').then((m) => m.ExportScreen),
  // The QR library draws here; pdf-lib arrives only when a PDF is asked for.
  QrScreen: () => import('./features/qr/QrScreen.tsx').then((m) => m.QrScreen),
  FollowUpList: () => import('./features/followUps/FollowUpList.tsx').then((m) => m.FollowUpList),
  FollowUpScreen: () => import('./features/followUps/FollowUpScreen.tsx').then((m) => m.FollowUpScreen),
  AuditLog: () => import('./features/audit/AuditLog.tsx').then((m) => m.AuditLog),
  AnalyticsPage: () => import('./features/analytics/AnalyticsPage.tsx').then((m) => m.AnalyticsPage),
} satisfies Record<string, ScreenImport>;
