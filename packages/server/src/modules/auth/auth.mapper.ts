import type { Role } from '@club/shared/constants';
import type { User } from '@club/shared/contract/auth';

/** The public face of an account: never its hash or token version. */
export function toUser(row: { id: number; name: string; email: string; role: string }): User {
  return { id: row.id, name: row.name, email: row.email, role: row.role as Role };
}
