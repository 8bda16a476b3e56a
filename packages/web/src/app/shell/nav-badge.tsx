import { UnreadBadge } from '../../features/notifications/components/unread-badge';
import { StaffWorkCount } from '../../features/staff-work/components/staff-work-count';
import type { NavBadgeKind } from './nav-items';

/** The count a navigation link or menu carries: unread notifications, or staff's work. */
export function NavBadge({ kind }: { kind: NavBadgeKind | undefined }) {
  switch (kind) {
    case 'inbox':
      return <UnreadBadge />;
    case 'staff-work':
      return <StaffWorkCount />;
    case 'backgrounds':
      return <StaffWorkCount kind="backgrounds" />;
    case 'reports':
      return <StaffWorkCount kind="reports" />;
    case 'event-messages':
      return <StaffWorkCount kind="event_messages" />;
    default:
      return null;
  }
}
