import { ANONYMISED } from '@club/shared/contract/account';

/**
 * Replaces every string in an audit entry's JSON that is, or contains, the member's name or
 * email. Strings are matched whole for the name (a short name inside another word is not
 * theirs) and anywhere for the email.
 */
export function anonymiseJson(
  json: string | null,
  person: { name: string; email: string },
): string | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json.split(person.email).join(ANONYMISED);
  }
  const email = person.email.toLowerCase();
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (node === person.name || node.toLowerCase().includes(email)) return ANONYMISED;
      return node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return JSON.stringify(walk(value));
}

/** The placeholder email of a deleted account: unique, and nobody's address. */
export function tombstoneEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}
