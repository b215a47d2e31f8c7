import { useQueryClient } from '@tanstack/react-query';
import { sessionStore } from './session-store';

/**
 * Ends the session and forgets every cached answer that belonged to it. Kept apart from identity's
 * queries: the shell logs out from every page, while those mutations load with their own screens.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    sessionStore.clear(true);
    queryClient.clear();
  };
}
