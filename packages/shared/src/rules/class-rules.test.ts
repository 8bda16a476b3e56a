import { describe, expect, it } from 'vitest';
import { checkClassProfessionCounts } from './class-rules';
import { canReadAudit, canShareRules, passesGuard, readableAuditEntities } from './permissions';

describe('checkClassProfessionCounts', () => {
  it('allows mandatory and optional professions that fill a sheet of six', () => {
    expect(checkClassProfessionCounts(2, 4)).toEqual({ ok: true });
    expect(checkClassProfessionCounts(0, 6)).toEqual({ ok: true });
    expect(checkClassProfessionCounts(6, 0)).toEqual({ ok: true });
  });

  it('refuses too few or too many optional professions, naming what is needed', () => {
    expect(checkClassProfessionCounts(2, 3)).toMatchObject({
      ok: false,
      code: 'errors.classProfessionCount',
      params: { mandatory: 2, needed: 4 },
      message: 'The class has 2 mandatory professions, so it must offer 4 optional ones',
    });
    expect(checkClassProfessionCounts(3, 6)).toMatchObject({ ok: false, params: { needed: 3 } });
  });
});

describe('who reads the audit log and shares the rules', () => {
  it('gives the board every entity type, admins the user-management part, players nothing', () => {
    for (const role of ['bestyrelse', 'superadmin']) {
      expect(readableAuditEntities(role)).toContain('race');
      expect(readableAuditEntities(role)).toContain('user');
      expect(canShareRules(role)).toBe(true);
    }
    expect([...readableAuditEntities('admin')].sort()).toEqual(['character', 'event', 'user']);
    expect(canShareRules('admin')).toBe(false);
    expect(readableAuditEntities('user')).toEqual([]);
    expect(canReadAudit('user')).toBe(false);
    expect(passesGuard('audit-reader', 'admin')).toBe(true);
    expect(passesGuard('audit-reader', 'user')).toBe(false);
  });
});
