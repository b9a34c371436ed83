// What the visitor's first move brings (loader.ts): the offline features (service worker, save buttons; issue
// 31), the «Ahorro de datos» switch (issue 31 item 4), the teachings list's filtering, on an event page
// with a registration form each date's places read from the API at view time (issue 33), on /visitanos
// the list of meetings without those begun since the build (issue 32), and /contact's map. Their code waits
// for this moment so every page stays within 5 KB of script before interaction; a form sent before
// it (the loader's submit hook, contactForms.ts) loads the same code.

// The map on /contact gets its address now (the browser still waits until it nears the screen, and data saver
// keeps it hidden until asked for).
for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-src]'))
  frame.src = frame.dataset.src ?? '';
// Each its own chunk: the service worker's build finds the offline features' file by name.
import('../offline/offlineFeatures.ts').catch(() => {});
// «Ahorro de datos»: the footer switch's code (the mode itself is set before the first paint).
import('../dataSaver/dataSaverSwitch.ts').catch(() => {});
// /careers/turnos holds a form per serving shift: each section paints its own dates.
const signups = [...document.querySelectorAll<HTMLElement>('[data-signup]')];
if (signups.length > 0)
  void import('../../lib/signups/signupForm.ts').then((module) => module.showAvailability(...signups));
// «Planea tu visita»: the meetings that started since the page was built leave its list.
const visit = document.querySelector<HTMLElement>('[data-visit]');
if (visit) void import('../../lib/visits/visitForm.ts').then((module) => module.dropPastDates(visit));
// Always after a first move: a search is typed, a topic chosen with a key, a tap or the mouse.
const teachingFilters = document.querySelector<HTMLFormElement>('#teaching-filter-panel');
if (teachingFilters) {
  void import('../teachings/teachingListFilter.ts').then((module) =>
    module.startFilteringTheList(teachingFilters),
  );
}
