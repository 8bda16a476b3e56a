import { ChangeRequestsPanel } from '../../features/change-requests/components/change-requests-panel';
import { NeedsReviewPanel } from '../../features/review/components/needs-review-panel';
import { ManageUsersScreen as UsersScreen } from '../../features/users/manage-users-screen';

/** /users: user management, with the review and change-request work lists in its tabs. */
export function ManageUsersScreen() {
  return <UsersScreen reviewPanel={<NeedsReviewPanel />} requestsPanel={<ChangeRequestsPanel />} />;
}
