import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { adminMessages } from './messages.ts';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker, tab
 * close or reload through beforeunload. Returns the dialog to render.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={adminMessages.common.unsavedChanges}
      description={adminMessages.common.unsavedLost}
      confirmLabel={adminMessages.common.actions.leaveWithoutSaving}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
