import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { assuranceOf } from '../../lib/assurance.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';

const copy = adminMessages.twoFactor;

/** For an admin who signs in with a password alone: the accounts that read donations deserve a code too. */
export function TwoFactorNudge() {
  const staff = useStaff();
  if (staff.role !== 'admin' || assuranceOf(staff.session).hasVerifiedFactor) return null;
  return (
    <aside
      aria-labelledby="two-factor-nudge"
      className="card mt-6 flex items-start gap-3 border-l-4 border-gold-300"
    >
      <ShieldAlert className="size-6 shrink-0 text-navy-700" aria-hidden="true" />
      <div>
        <h2 id="two-factor-nudge" className="font-bold">
          {copy.nudgeTitle}
        </h2>
        <p className="mt-1 text-ink-700">{copy.nudge}</p>
        <Link to="/profile" className="mt-2 inline-block font-semibold text-navy-700 underline">
          {copy.nudgeLink}
        </Link>
      </div>
    </aside>
  );
}
