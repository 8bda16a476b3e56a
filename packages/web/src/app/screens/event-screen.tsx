import { useMatch } from 'react-router';
import { Stack } from '@mantine/core';
import { canMoveItems } from '@club/shared/rules/permissions';
import { EventScreen as EventDetails } from '../../features/events/event-screen';
import { EnvelopeSection } from '../../features/inventory/components/envelope-section';
import { EventReportsSection } from '../../features/reports/components/event-reports-section';
import { useSession } from '../../lib/session';

/**
 * An event's page with its after-event reports below the sign-up (/events/{id}, and
 * /events/{id}/reports which opens at the reports), and for staff the envelope each
 * arriving character receives. The app composes the areas.
 */
export function EventScreen() {
  const reports = useMatch('/events/:id/reports') !== null;
  const { user } = useSession();
  const staff = canMoveItems(user?.role);
  return (
    <EventDetails
      more={(event) => (
        <Stack gap="md">
          <EventReportsSection event={event} focus={reports} />
          {staff ? <EnvelopeSection eventId={event.id} /> : null}
        </Stack>
      )}
    />
  );
}
