import { useCallback, useEffect, useMemo } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { StaffSignup } from '@club/shared/contract/events';
import { signupsQuery } from '../../features/events/api/get-signups';
import { CheckInScreen as Gate } from '../../features/events/check-in-screen';
import { useEventId } from '../../features/events/hooks/use-event-id';
import { eventEnvelopesQuery, useEventEnvelopes } from '../../features/inventory/api/get-envelopes';
import { EnvelopeSummary } from '../../features/inventory/components/envelope-summary';

/**
 * The gate, with each arriving character's envelope under its row: what to hand over,
 * and whether the ledger has given it yet. The envelopes are read again whenever the
 * sign-up list is read again (a check-in hands one out): once per read, on one bar of
 * signal. The list's first read is not a change, since both were read at once.
 */
export function CheckInScreen() {
  const eventId = useEventId();
  const envelopes = useEventEnvelopes(eventId);
  const { refetch } = envelopes;
  const queryClient = useQueryClient();
  // Each read of the list that went to the server: the envelopes follow, unless they were
  // read since the list was asked for (both are asked for at once when the gate opens). A
  // tap's answer laid into the list is not a read (the list's read follows it).
  useEffect(() => {
    if (eventId === null) return undefined;
    const listHash = hashKey(signupsQuery(eventId).queryKey);
    const envelopesKey = eventEnvelopesQuery(eventId).queryKey;
    let askedAt = 0;
    return queryClient.getQueryCache().subscribe((change) => {
      if (change.type !== 'updated' || change.query.queryHash !== listHash) return;
      if (change.action.type === 'fetch') askedAt = Date.now();
      if (change.action.type !== 'success' || change.action.manual) return;
      const kept = queryClient.getQueryState(envelopesKey);
      if (kept?.fetchStatus === 'fetching' || (kept?.dataUpdatedAt ?? 0) >= askedAt) return;
      void refetch();
    });
  }, [queryClient, eventId, refetch]);
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
