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
  DonationList: () => import('./features/donations/DonationList.tsx').then((m) => m.DonationList),
  StatementsScreen: () => import('./features/donations/StatementsScreen.tsx').then((m) => m.StatementsScreen),
  TestimonialList: () => import('./features/testimonials/TestimonialList.tsx').then((m) => m.TestimonialList),
  PrayerList: () => import('./features/prayers/PrayerList.tsx').then((m) => m.PrayerList),
  InquiryList: () => import('./features/inquiries/InquiryList.tsx').then((m) => m.InquiryList),
  SubscriberList: () => import('./features/subscribers/SubscriberList.tsx').then((m) => m.SubscriberList),
  ApplicationList: () => import('./features/applications/ApplicationList.tsx').then((m) => m.ApplicationList),
  SettingsPage: () => import('./features/settings/SettingsPage.tsx').then((m) => m.SettingsPage),
} satisfies Record<string, ScreenImport>;
