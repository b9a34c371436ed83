import { wireLibrary } from '../../lib/library/libraryTriggers.ts';
import { islandLoadFailed } from '../../lib/messages/loaderMessages.ts';
import { wirePrayerWall } from '../../lib/prayer/wallTriggers.ts';
import {
  CHAT_OPEN_KEY,
  chatOpenStore,
  type DialogRequest,
  dialogStore,
  EXIT_POPUP_KEY,
  openDialog,
  setChatOpen,
} from './islandStore.ts';

/**
 * The only script every public page runs before the visitor does anything (docs/design.md §6: a few hundred
 * bytes plus nanostores). It watches for the first click on a dialog button, the chat button, a form
 * submit, the carousel coming into view and exit intent, records what was asked in a store and only
 * then imports the React islands or the plain modules that handle it.
 */
let host: Promise<unknown> | null = null;
const loadIslands = () => {
  host ??= import('./mountIslands.tsx')
    .then((module) => module.mountIslands())
    .catch(() => {
      // The site lost its connection between page load and this click: say so, and let a later click retry.
      host = null;
      dialogStore.set(null);
      chatOpenStore.set(false);
      notifyLoadFailure();
    });
  return host;
};

/** Toast-styled notice for when an island's code cannot be downloaded (the toast module may be missing too). */
function notifyLoadFailure(): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'load-failure-notice';
  notice.textContent = islandLoadFailed;
  document.body.append(notice);
  setTimeout(() => notice.remove(), 5000);
}

function requestFor(trigger: HTMLElement): DialogRequest | null {
  const { openDialog: kind, subscribedVia, jobId, jobView } = trigger.dataset;
  if (kind === 'testimonial' || kind === 'prayer') return { kind };
  if (kind === 'newsletter') return { kind, subscribedVia: subscribedVia ?? 'Unknown' };
  if (kind === 'job') {
    const view = jobView === 'details' || jobView === 'form' ? jobView : 'list';
    return { kind, jobId: jobId ?? null, view };
  }
  return null;
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const chatButton = target?.closest<HTMLElement>('[data-chat-toggle]');
  if (chatButton) {
    setChatOpen(!chatOpenStore.get());
    void loadIslands();
    return;
  }
  const trigger = target?.closest<HTMLElement>('[data-open-dialog]');
  const request = trigger && requestFor(trigger);
  if (!trigger || !request) return;
  openDialog(request, trigger);
  void loadIslands();
});

wireLibrary(document);
wirePrayerWall(document, notifyLoadFailure);

chatOpenStore.subscribe((open) => {
  for (const button of document.querySelectorAll<HTMLElement>('[data-chat-toggle]')) {
    button.setAttribute('aria-expanded', String(open));
  }
});
try {
  // The chat was left open on the previous page: the visitor already asked for it.
  if (localStorage.getItem(CHAT_OPEN_KEY) === 'true') {
    chatOpenStore.set(true);
    void loadIslands();
  }
} catch {}

// Forms work on their own markup; their module arrives on first focus, at the latest on submit.
const loadForms = () => import('./contactForms.ts');
document.addEventListener('focusin', (event) => {
  if (event.target instanceof Element && event.target.closest('form[data-form]')) void loadForms();
});
document.addEventListener('submit', (event) => {
  const form =
    event.target instanceof HTMLFormElement && event.target.matches('[data-form]') ? event.target : null;
  if (!form) return;
  event.preventDefault();
  loadForms().then((module) => module.submitContactForm(form), notifyLoadFailure);
});

const carousel = document.querySelector<HTMLElement>('[data-carousel="testimonials"]');
if (carousel) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // Without the carousel code the static list still scrolls sideways, so a failure needs no notice.
      import('./testimonialCarousel.ts').then(
        (module) => module.startCarousel(carousel),
        () => {},
      );
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(carousel);
}

// Exit intent (docs/spec.md §4): once per browser session, when the pointer leaves through the top edge or after
// 60 s without activity, and never over another dialog.
const IDLE_MS = 60_000;
let idleTimer = 0;
function showExitPopup(): void {
  try {
    if (sessionStorage.getItem(EXIT_POPUP_KEY)) return;
    if (dialogStore.get() !== null || document.querySelector('[aria-modal="true"]')) {
      armIdle();
      return;
    }
    sessionStorage.setItem(EXIT_POPUP_KEY, 'true');
  } catch {
    return;
  }
  openDialog({ kind: 'exit' });
  void loadIslands();
}
function armIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = window.setTimeout(showExitPopup, IDLE_MS);
}
// The visitor's first move also brings what waits for it (firstMove.ts: the offline features, a registration
// form's places): loaded when idle they still counted as code before interaction for Lighthouse's 5 KB
// (docs/design.md §6).
let movedYet = false;
const onActivity = () => {
  if (!movedYet) import('./firstMove.ts').catch(() => {});
  movedYet = true;
  armIdle();
};
for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) {
  window.addEventListener(type, onActivity, { passive: true });
}
document.addEventListener('mouseout', (event) => {
  if (!event.relatedTarget && event.clientY <= 0) showExitPopup();
});
armIdle();
