import { describe, expect, it } from 'vitest';
import { auditFields, auditSubjectName, auditValueText } from './audit-diff';

describe('auditFields', () => {
  it('puts the changed fields first and marks them', () => {
    const fields = auditFields(
      { id: 3, name: 'Elver', base_hits: 2, image_path: null },
      { id: 3, name: 'Højelvere', base_hits: 4, image_path: null },
    );
    expect(fields).toEqual([
      { field: 'name', before: 'Elver', after: 'Højelvere', changed: true },
      { field: 'base_hits', before: '2', after: '4', changed: true },
      { field: 'id', before: '3', after: '3', changed: false },
      { field: 'image_path', before: 'null', after: 'null', changed: false },
    ]);
  });

  it('shows a creation and a deletion as fields appearing and disappearing', () => {
    expect(auditFields(null, { name: 'Ny' })).toEqual([
      { field: 'name', before: null, after: 'Ny', changed: true },
    ]);
    expect(auditFields({ name: 'Gammel' }, null)).toEqual([
      { field: 'name', before: 'Gammel', after: null, changed: true },
    ]);
  });

  it('compares lists and nested values as JSON, and plain values as one field', () => {
    expect(auditFields({ classIds: [1, 2] }, { classIds: [1, 2, 5] })[0]).toMatchObject({
      before: '[1,2]',
      after: '[1,2,5]',
      changed: true,
    });
    expect(auditFields('a', 'b')).toEqual([
      { field: 'value', before: 'a', after: 'b', changed: true },
    ]);
  });
});

describe('auditSubjectName and auditValueText', () => {
  it('names the change by the newer name and writes values as text', () => {
    expect(auditSubjectName({ name: 'Old' }, { name: 'New' })).toBe('New');
    expect(auditSubjectName({ name: 'Gone' }, null)).toBe('Gone');
    expect(auditSubjectName({ classIds: [] }, {})).toBeNull();
    expect(auditValueText(undefined)).toBeNull();
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
