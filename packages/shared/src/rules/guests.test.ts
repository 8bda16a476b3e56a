import { describe, expect, it } from 'vitest';
import { WalkInCreateSchema } from '../contract/events';
import { walkInNeedsCharacter } from './guests';

const at = '2026-05-01T10:00:00Z';

describe('guests at the gate', () => {
  it('asks a character of a member who plays, never of a guest or crew', () => {
    expect(walkInNeedsCharacter({ guest: false, role: 'player' })).toBe(true);
    expect(walkInNeedsCharacter({ guest: false, role: 'crew' })).toBe(false);
    expect(walkInNeedsCharacter({ guest: true, role: 'player' })).toBe(false);
  });

  it('takes a walk-in of either a member or a guest with name and phone, the guest without a character', () => {
    const guest = { name: 'Ida', phone: '20304050' };
    expect(WalkInCreateSchema.safeParse({ guest, role: 'crew', checked_in_at: at }).success).toBe(
      true,
    );
    expect(
      WalkInCreateSchema.safeParse({ user_id: 3, role: 'crew', checked_in_at: at }).success,
    ).toBe(true);
    for (const body of [
      { role: 'crew', checked_in_at: at },
      { user_id: 3, guest, role: 'crew', checked_in_at: at },
      { guest, role: 'player', character_id: 4, checked_in_at: at },
      { guest: { name: 'Ida', phone: ' ' }, role: 'crew', checked_in_at: at },
      { guest, role: 'crew', checked_in_at: at, client_id: 'not-a-uuid' },
    ]) {
      expect(WalkInCreateSchema.safeParse(body).success).toBe(false);
    }
  });
});
