import { useEffect, useState } from 'react';
import { arrivalMessages as copy } from '#core/arrivals/arrivalMessages.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { useToast } from '../../lib/toast.tsx';
import { readArrivalEmails, saveArrivalEmails } from './notificationSettingsApi.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * «Mi perfil» → Avisos por correo (issue 34 item 2): each person turns off, or back on, the emails of the
 * arrivals job. Saved on change; the box is disabled while it loads or saves, and a refused save puts the
 * box back, so it never stays on a choice that was not stored.
 */
export function ArrivalEmailsSetting() {
  const toast = useToast();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    readArrivalEmails().then(
      (value) => current && setOn(value),
      () => current && setOn(true),
    );
    return () => {
      current = false;
    };
  }, []);

  async function change(next: boolean) {
    // The box shows the choice at once; a refused save puts it back and says so.
    setOn(next);
    setBusy(true);
    try {
      await saveArrivalEmails(next);
      toast.success(copy.profileSaved);
    } catch (error) {
      setOn(!next);
      toast.error(copy.profileSaveError, errorDetail(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection id="arrival-emails-title" title={copy.profileTitle}>
      <label className="mt-3 flex items-start gap-3 font-semibold">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          checked={on ?? true}
          disabled={on === null || busy}
          aria-describedby="arrival-emails-hint"
          onChange={(event) => void change(event.target.checked)}
        />
        {copy.profileSwitch}
      </label>
      <p id="arrival-emails-hint" className="mt-2 text-sm text-ink-700">
        {copy.profileHint}
      </p>
    </ProfileSection>
  );
}
