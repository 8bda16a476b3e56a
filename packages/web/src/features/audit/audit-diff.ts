/** One field of an audited change, as shown side by side. */
export interface AuditField {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value as text: strings as they are, everything else as compact JSON. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of a change before and after, those that changed first (in their order),
 * then the rest. A side that is not an object (or missing) counts as one field, "value".
 */
export function auditFields(before: unknown, after: unknown): AuditField[] {
  const left = isRecord(before) ? before : before == null ? {} : { value: before };
  const right = isRecord(after) ? after : after == null ? {} : { value: after };
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const fields = names.map((field) => {
    const was = auditValueText(left[field]);
    const is = auditValueText(right[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
  return [...fields.filter((f) => f.changed), ...fields.filter((f) => !f.changed)];
}

/** The name the change concerns, if either side carries one. */
export function auditSubjectName(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (isRecord(side) && typeof side.name === 'string' && side.name) return side.name;
  }
  return null;
}

/** Yes-or-no fields, stored as 0/1 or true/false. */
const FLAG_FIELDS = new Set([
  'active',
  'allow_update',
  'conflict_allowed',
  'has_font',
  'has_special_ability',
  'mandatory',
  'present',
  'readable',
  'visible',
]);

/** What a stored value says, as a message key to read it by, when it is a code. */
export function auditValueKey(field: string, text: string): string | null {
  if (FLAG_FIELDS.has(field)) {
    if (text === '1' || text === 'true') return 'audit.values.yes';
    if (text === '0' || text === 'false') return 'audit.values.no';
  }
  if (field === 'role' && /^[a-z]+$/.test(text)) return `nav.roles.${text}`;
  if (field === 'status' && /^[a-z]+$/.test(text)) return `audit.values.status.${text}`;
  return null;
}
