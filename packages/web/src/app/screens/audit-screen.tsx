import { AuditScreen as AuditLog } from '../../features/audit/audit-screen';
import { useUsers } from '../../features/users/api/get-users';

/** /audit: the audit log, whose filter by person lists the users. */
export function AuditScreen() {
  const users = useUsers('');
  return <AuditLog people={users.data} />;
}
