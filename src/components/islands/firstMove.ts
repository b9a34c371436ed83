// What the visitor's first move brings (loader.ts): the offline features (service worker, save buttons; issue
// 31), the «Ahorro de datos» switch (issue 31 item 4), the teachings list's filtering and, on an event page
// with a registration form, each date's places read from the API at view time (issue 33). Their code waits
// for this moment so every page stays within 5 KB of script before interaction; a registration sent before
// it (the loader's submit hook, contactForms.ts) loads the same code.

// Each its own chunk: the service worker's build finds the offline features' file by name.
import('../offline/offlineFeatures.ts').catch(() => {});
// «Ahorro de datos»: the footer switch's code (the mode itself is set before the first paint).
import('../dataSaver/dataSaverSwitch.ts').catch(() => {});
const signup = document.querySelector<HTMLElement>('[data-signup]');
if (signup) void import('../../lib/signups/signupForm.ts').then((module) => module.showAvailability(signup));
// Always after a first move: a search is typed, a topic chosen with a key, a tap or the mouse.
const teachingFilters = document.querySelector<HTMLFormElement>('#teaching-filter-panel');
if (teachingFilters) {
  void import('../teachings/teachingListFilter.ts').then((module) =>
    module.startFilteringTheList(teachingFilters),
  );
}
