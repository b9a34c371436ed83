import { useNavigate } from 'react-router';
import { adminMessages } from '../lib/messages.ts';
import { supabase } from '../lib/supabase.ts';
import { useToast } from '../lib/toast.tsx';

/** Signs out, says so, and returns to the login screen (docs/spec.md §4 Session). */
export function useSignOut(): () => Promise<void> {
  const toast = useToast();
  const navigate = useNavigate();
  return async () => {
    const { error } = await supabase.auth.signOut();
    if (error) {
      toast.error(adminMessages.auth.signOutError, error.message);
      return;
    }
    toast.success(adminMessages.auth.signedOut);
    navigate('/login', { replace: true });
  };
}
