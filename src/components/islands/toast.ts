import type { ToastMessage } from '#core/messages/toast.ts';

/**
 * Toasts without a framework, shared by the React dialogs and the plain forms. The region is a direct
 * child of <body>, which Headless UI never makes inert, so messages shown while a dialog is open are
 * still announced: destructive ones through an assertive region, others politely.
 */
const DEFAULT_DURATION = 5000;

function region(): { polite: HTMLElement; assertive: HTMLElement } {
  let root = document.getElementById('toast-region');
  if (!root) {
    root = document.createElement('div');
    root.id = 'toast-region';
    root.className =
      'pointer-events-none fixed inset-x-4 top-4 z-[100] grid justify-items-end gap-3 sm:left-auto sm:w-96';
    for (const live of ['polite', 'assertive']) {
      const list = document.createElement('div');
      list.setAttribute('aria-live', live);
      list.setAttribute('aria-atomic', 'false');
      list.dataset.live = live;
      list.className = 'grid w-full gap-3';
      root.append(list);
    }
    document.body.append(root);
  }
  return {
    polite: root.querySelector<HTMLElement>('[data-live="polite"]')!,
    assertive: root.querySelector<HTMLElement>('[data-live="assertive"]')!,
  };
}

/** One toast at a time: a new one replaces the last (submitting twice never piles messages up). */
export function showToast(message: ToastMessage): void {
  const lists = region();
  for (const shown of document.querySelectorAll('#toast-region [data-toast]')) shown.remove();
  const item = document.createElement('div');
  item.dataset.toast = message.destructive ? 'destructive' : 'default';
  item.className = message.destructive
    ? 'pointer-events-auto w-full rounded-2xl border border-clay-700 bg-clay-100 p-4 text-ink-900 shadow-lift'
    : 'pointer-events-auto w-full rounded-2xl border border-sage-700 bg-sage-100 p-4 text-ink-900 shadow-lift';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = message.title;
  item.append(title);
  if (message.description) {
    const description = document.createElement('p');
    description.className = 'mt-1 text-sm text-ink-700';
    description.textContent = message.description;
    item.append(description);
  }
  (message.destructive ? lists.assertive : lists.polite).append(item);
  setTimeout(() => item.remove(), message.duration ?? DEFAULT_DURATION);
}
