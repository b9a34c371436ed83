import { Dialog, DialogPanel } from '@headlessui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { adminMessages } from '../lib/messages.ts';
import { useStaff } from '../lib/session.tsx';
import { NoAccess } from './RequireCapability.tsx';
import { SideMenu } from './SideMenu.tsx';
import { useSignOut } from './useSignOut.ts';

const copy = adminMessages.app;

/** Panel frame: fixed side menu from 1024 px, a top bar with a drawer below that (usable at 360 px). */
export function Layout() {
  const staff = useStaff();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  // The router keeps the current screen until the next one's code has arrived; show that it is coming.
  const openingScreen = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <div className="min-h-screen lg:flex">
      <a href="#contenido" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {copy.skipToContent}
      </a>
      <header className="on-dark sticky top-0 z-30 flex items-center justify-between bg-navy-950 px-4 py-3 text-white lg:hidden">
        <span className="font-bold">{copy.panel}</span>
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="rounded p-1 hover:bg-navy-800"
          aria-label={copy.openMenu}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </header>
      {/* The name goes on the dialog element itself (the panel inside has no role to carry it). */}
      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        className="relative z-40 lg:hidden"
        aria-label={copy.menu}
      >
        <div className="fixed inset-0 bg-ink-900/50" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 left-0 w-[280px] max-w-[85vw]">
          <SideMenu
            role={staff.role}
            email={staff.email}
            collapsed={false}
            onToggle={() => setDrawerOpen(false)}
            onNavigate={() => setDrawerOpen(false)}
            onSignOut={signOut}
          />
        </DialogPanel>
      </Dialog>
      <aside
        className={`sticky top-0 hidden h-screen shrink-0 transition-[width] lg:block ${
          collapsed ? 'w-[80px]' : 'w-[280px]'
        }`}
      >
        <SideMenu
          role={staff.role}
          email={staff.email}
          collapsed={collapsed}
          onToggle={() => setCollapsed((value) => !value)}
          onSignOut={signOut}
        />
      </aside>
      {openingScreen && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 bg-gold-300 motion-safe:animate-pulse"
          aria-hidden="true"
        />
      )}
      <main id="contenido" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8" aria-busy={openingScreen}>
        {staff.role ? <Outlet /> : <NoAccess />}
      </main>
    </div>
  );
}
