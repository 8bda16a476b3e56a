import { useQuery } from '@tanstack/react-query';
import { canSeeStaffWork } from '@club/shared/rules/permissions';
import { staffWorkQuery } from '../../../api/queries/staff-work';
import { useSession } from '../../../lib/session';

/**
 * The counts for staff (nothing is asked for members), refreshed on focus and every few
 * minutes while the app is open and online.
 */
export function useStaffWork() {
  const { user } = useSession();
  return useQuery({
    ...staffWorkQuery,
    enabled: canSeeStaffWork(user?.role),
    refetchOnWindowFocus: () => navigator.onLine,
    refetchInterval: () => (navigator.onLine ? 120_000 : false),
    refetchIntervalInBackground: false,
  });
}
