import { useCallback, useEffect, useMemo } from 'react';
import type { StaffSignup } from '@club/shared/contract/events';
import { useSignups } from '../../features/events/api/get-signups';
import { CheckInScreen as Gate } from '../../features/events/check-in-screen';
import { useEventId } from '../../features/events/hooks/use-event-id';
import { useEventEnvelopes } from '../../features/inventory/api/get-envelopes';
import { EnvelopeSummary } from '../../features/inventory/components/envelope-summary';

/**
 * The gate, with each arriving character's envelope under its row: what to hand over,
 * and whether the ledger has given it yet. The envelopes are read again whenever the
 * sign-up list is (a check-in hands one out).
 */
export function CheckInScreen() {
  const eventId = useEventId();
  const signups = useSignups(eventId ?? 0, eventId !== null);
  const envelopes = useEventEnvelopes(eventId);
  const { refetch } = envelopes;
  const updated = signups.dataUpdatedAt;
  useEffect(() => {
    if (updated > 0) void refetch();
  }, [updated, refetch]);
  const bySignup = useMemo(
    () => new Map((envelopes.data?.envelopes ?? []).map((row) => [row.signup_id, row])),
    [envelopes.data],
  );
  const envelopeOf = useCallback(
    (signup: StaffSignup) => {
      const envelope = bySignup.get(signup.id);
      return envelope ? <EnvelopeSummary envelope={envelope} /> : null;
    },
    [bySignup],
  );
  return <Gate attendeeExtra={envelopeOf} />;
}
