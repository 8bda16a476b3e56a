import { useQuery } from '@tanstack/react-query';
import type { StaffWork } from '@club/shared/contract/staff-work';
import { canSeeStaffWork } from '@club/shared/rules/permissions';
import { apiRequest } from '../../../api/client';
import { useSession } from '../../../lib/session';

export const staffWorkKeys = { all: ['staff-work'] as const };

/** GET staff/work: what waits for the organizers, counted. */
export function getStaffWork(): Promise<StaffWork> {
  return apiRequest<StaffWork>('staff/work', { quiet: true });
}

/**
 * The counts for staff (nothing is asked for members), refreshed on focus and every few
 * minutes while the app is open and online.
 */
export function useStaffWork() {
  const { user } = useSession();
  return useQuery({
    queryKey: staffWorkKeys.all,
    queryFn: getStaffWork,
    enabled: canSeeStaffWork(user?.role),
    refetchOnWindowFocus: () => navigator.onLine,
    refetchInterval: () => (navigator.onLine ? 120_000 : false),
    refetchIntervalInBackground: false,
  });
}
