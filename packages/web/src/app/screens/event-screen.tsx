import { useMatch } from 'react-router';
import { EventScreen as EventDetails } from '../../features/events/event-screen';
import { EventReportsSection } from '../../features/reports/components/event-reports-section';

/**
 * An event's page with its after-event reports below the sign-up (/events/{id}, and
 * /events/{id}/reports which opens at the reports). The app composes the two areas.
 */
export function EventScreen() {
  const reports = useMatch('/events/:id/reports') !== null;
  return <EventDetails more={(event) => <EventReportsSection event={event} focus={reports} />} />;
}
