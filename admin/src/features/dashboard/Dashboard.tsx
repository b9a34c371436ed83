import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { can } from '#core/access.ts';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { menuFor } from '../../lib/menu.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import {
  countActiveSubscribers,
  countDueFollowUps,
  countPublishedContent,
  countRecentVisits,
  donationsThisMonth,
} from './api.ts';
import { donationTotals } from './dashboard.utils.ts';
import { EmailOutboxPanel } from './EmailOutboxPanel.tsx';
import { SiteBuildPanel } from './SiteBuildPanel.tsx';
import { TwoFactorNudge } from './TwoFactorNudge.tsx';
import { WaitingPanel } from './WaitingPanel.tsx';

const UNAVAILABLE = adminMessages.common.unavailable;
const copy = adminMessages.dashboard;

/** Loads one figure; figures the role may not read, or that fail, read 'No disponible'. */
function useFigure(allowed: boolean, load: () => Promise<string>): string {
  const [value, setValue] = useState<string>(allowed ? '…' : UNAVAILABLE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each figure loads once per screen.
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    load().then(
      (text) => current && setValue(text),
      () => current && setValue(UNAVAILABLE),
    );
    return () => {
      current = false;
    };
  }, [allowed]);
  return value;
}

const SECTION_PATHS = [
  '/blogs',
  '/videos',
  '/audios',
  '/library',
  '/analytics',
  '/email',
  '/donations',
  '/settings',
];

/** Dashboard: real figures (visits from the visit statistics) and the section cards (docs/spec.md §2's nine but Fundación) the role may open. */
export function Dashboard() {
  const { role } = useStaff();
  const number = new Intl.NumberFormat('es-ES');
  const visits = useFigure(can(role, 'analytics.view'), async () => number.format(await countRecentVisits()));
  const subscribers = useFigure(can(role, 'subscribers.manage'), async () =>
    number.format(await countActiveSubscribers()),
  );
  const content = useFigure(can(role, 'content.manage'), async () =>
    number.format(await countPublishedContent()),
  );
  const donations = useFigure(can(role, 'donations.manage'), async () =>
    donationTotals(await donationsThisMonth()),
  );
  const dueFollowUps = useFigure(can(role, 'followUps.enter'), async () =>
    number.format(await countDueFollowUps()),
  );
  const stats = [
    { label: copy.figures.visits, value: visits },
    { label: copy.figures.subscribers, value: subscribers },
    { label: copy.figures.content, value: content },
    { label: copy.figures.donations, value: donations },
  ];
  const sections = menuFor(role).filter((entry) => SECTION_PATHS.includes(entry.path));
  return (
    <section>
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <TwoFactorNudge />
      <SiteBuildPanel />
      {/* Delivery concerns donors' and subscribers' mail: only for those the summary's policy lets read it. */}
      {can(role, 'outbox.manage') ? <EmailOutboxPanel /> : null}
      <WaitingPanel role={role} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="card">
            <dt className="text-sm text-ink-700">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {can(role, 'followUps.enter') && (
        <Link
          to="/seguimiento"
          className="card mt-4 flex flex-wrap items-baseline justify-between gap-2 hover:border-navy-700"
        >
          <span className="font-semibold">{adminMessages.followUps.dashboardDue}</span>
          <span className="text-2xl font-bold text-navy-900">{dueFollowUps}</span>
        </Link>
      )}
      <h2 className="mt-10 text-xl font-bold">{copy.sections}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className="card flex items-center gap-3 hover:border-navy-700">
              <MenuIcon name={entry.icon} className="size-6 text-navy-700" />
              <span className="font-semibold">{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
