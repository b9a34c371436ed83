import { ChevronsLeft, ChevronsRight, LogOut, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import type { StaffRole } from '#core/staffRoles.ts';
import { menuFor } from '../lib/menu.ts';
import { adminMessages } from '../lib/messages.ts';
import { MenuIcon } from './MenuIcon.tsx';

interface Props {
  role: StaffRole | null;
  email: string;
  collapsed: boolean;
  onToggle(): void;
  onNavigate?(): void;
  onSignOut(): void;
}

const copy = adminMessages.app;

/** Side menu of docs/spec.md §2: 280 px open, 80 px collapsed (icons only, labels kept for screen readers). */
export function SideMenu({ role, email, collapsed, onToggle, onNavigate, onSignOut }: Props) {
  return (
    <div className="on-dark flex h-full flex-col bg-navy-950 text-white">
      <div className="flex items-center justify-between gap-2 p-4">
        {!collapsed && <span className="text-lg font-bold">{copy.brand}</span>}
        <button
          type="button"
          onClick={onToggle}
          className="hidden rounded p-1 hover:bg-navy-800 lg:block"
          aria-label={collapsed ? copy.expandMenu : copy.collapseMenu}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronsRight className="size-5" /> : <ChevronsLeft className="size-5" />}
        </button>
      </div>
      <nav aria-label={copy.panelMenu} className="flex-1 overflow-y-auto px-2">
        <ul className="space-y-1">
          {menuFor(role).map((entry) => (
            <li key={entry.path}>
              <NavLink
                to={entry.path}
                onClick={onNavigate}
                title={collapsed ? entry.label : undefined}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${
                    isActive ? 'bg-gold-300 font-semibold text-navy-950' : 'text-white hover:bg-navy-800'
                  } ${collapsed ? 'justify-center' : ''}`
                }
              >
                <MenuIcon name={entry.icon} />
                <span className={collapsed ? 'sr-only' : ''}>{entry.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-navy-800 p-4">
        {!collapsed && (
          <p className="mb-2 truncate text-sm" title={email}>
            {email}
          </p>
        )}
        <NavLink
          to="/profile"
          onClick={onNavigate}
          title={collapsed ? copy.profile : undefined}
          className={`mb-1 flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-navy-800 ${
            collapsed ? 'justify-center' : ''
          }`}
        >
          <UserRound className="size-5" aria-hidden="true" />
          <span className={collapsed ? 'sr-only' : ''}>{copy.profile}</span>
        </NavLink>
        <button
          type="button"
          onClick={onSignOut}
          className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-navy-800 ${
            collapsed ? 'justify-center' : ''
          }`}
        >
          <LogOut className="size-5" aria-hidden="true" />
          <span className={collapsed ? 'sr-only' : ''}>{copy.signOut}</span>
        </button>
      </div>
    </div>
  );
}
