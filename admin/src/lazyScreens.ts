import { lazy } from 'react';

/**
 * Feature screens load on first visit, so the login page and dashboard do not download the Markdown
 * renderer, the schemas or every list. Each feature folder is its own chunk.
 */
export const PostList = lazy(() =>
  import('./features/posts/index.ts').then((m) => ({ default: m.PostList })),
);
export const PostEditor = lazy(() =>
  import('./features/posts/index.ts').then((m) => ({ default: m.PostEditor })),
);
export const VideoList = lazy(() =>
  import('./features/videos/index.ts').then((m) => ({ default: m.VideoList })),
);
export const VideoEditor = lazy(() =>
  import('./features/videos/index.ts').then((m) => ({ default: m.VideoEditor })),
);
export const AudioList = lazy(() =>
  import('./features/audios/index.ts').then((m) => ({ default: m.AudioList })),
);
export const AudioEditor = lazy(() =>
  import('./features/audios/index.ts').then((m) => ({ default: m.AudioEditor })),
);
export const ResourceList = lazy(() =>
  import('./features/library/index.ts').then((m) => ({ default: m.ResourceList })),
);
export const ResourceEditor = lazy(() =>
  import('./features/library/index.ts').then((m) => ({ default: m.ResourceEditor })),
);
export const DonationList = lazy(() =>
  import('./features/donations/index.ts').then((m) => ({ default: m.DonationList })),
);
export const TestimonialList = lazy(() =>
  import('./features/testimonials/index.ts').then((m) => ({ default: m.TestimonialList })),
);
export const PrayerList = lazy(() =>
  import('./features/prayers/index.ts').then((m) => ({ default: m.PrayerList })),
);
export const InquiryList = lazy(() =>
  import('./features/inquiries/index.ts').then((m) => ({ default: m.InquiryList })),
);
export const SubscriberList = lazy(() =>
  import('./features/subscribers/index.ts').then((m) => ({ default: m.SubscriberList })),
);
export const ApplicationList = lazy(() =>
  import('./features/applications/index.ts').then((m) => ({ default: m.ApplicationList })),
);
export const SettingsPage = lazy(() =>
  import('./features/settings/index.ts').then((m) => ({ default: m.SettingsPage })),
);
