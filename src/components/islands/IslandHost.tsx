import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { ExitIntentPopup } from './ExitIntentPopup.tsx';
import { chatOpenStore, dialogStore } from './islandStore.ts';
import { JobDialog } from './job/JobDialog.tsx';
import { NewsletterDialog } from './NewsletterDialog.tsx';
import { PrayerDialog } from './PrayerDialog.tsx';
import { TestimonialDialog } from './TestimonialDialog.tsx';

const ChatAssistant = lazy(() => import('./chat/ChatAssistant.tsx'));

/**
 * Renders whatever the store asks for. A dialog exists only while open, so closing or cancelling
 * always starts the next opening from an empty form (docs/spec.md §4).
 */
export function IslandHost() {
  const request = useStore(dialogStore);
  const chatOpen = useStore(chatOpenStore);
  return (
    <>
      {request?.kind === 'testimonial' && <TestimonialDialog />}
      {request?.kind === 'newsletter' && <NewsletterDialog subscribedVia={request.subscribedVia} />}
      {request?.kind === 'prayer' && <PrayerDialog />}
      {request?.kind === 'job' && <JobDialog jobId={request.jobId} initialView={request.view} />}
      {request?.kind === 'exit' && <ExitIntentPopup />}
      {chatOpen && (
        <Suspense fallback={null}>
          <ChatAssistant />
        </Suspense>
      )}
    </>
  );
}
