import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@club/shared/contract/auth';
import { clearLocalDrafts, draftKey, readLocalDraft, writeLocalDraft } from './local-drafts';
import { clearSession, setSession } from './session';

afterEach(() => localStorage.clear());

const member: User = { id: 7, name: 'Freja', email: 'freja@example.org', role: 'user' };
const other: User = { id: 8, name: 'Asta', email: 'asta@example.org', role: 'user' };

describe('the drafts kept on this device', () => {
  it('keeps a text with when it was typed, per member and text', () => {
    writeLocalDraft(draftKey(7, 'report', 4), 'Vi holdt broen', '2026-05-03T10:00:00.000Z');
    expect(readLocalDraft(draftKey(7, 'report', 4))).toEqual({
      text: 'Vi holdt broen',
      at: '2026-05-03T10:00:00.000Z',
    });
    expect(readLocalDraft(draftKey(8, 'report', 4))).toBeNull();
    localStorage.setItem(draftKey(7, 'report', 5), '{not json');
    expect(readLocalDraft(draftKey(7, 'report', 5))).toBeNull();
  });

  it('leaves no one else’s text behind on a shared phone, and keeps them past an expired session', () => {
    writeLocalDraft(draftKey(7, 'background', 1), 'Freja skriver');
    writeLocalDraft(draftKey(8, 'background', 2), 'Asta skriver');
    localStorage.setItem('something-else', 'kept');

    setSession('token', other);
    expect(readLocalDraft(draftKey(7, 'background', 1))).toBeNull();
    expect(readLocalDraft(draftKey(8, 'background', 2))?.text).toBe('Asta skriver');

    clearSession('expired');
    expect(readLocalDraft(draftKey(8, 'background', 2))?.text).toBe('Asta skriver');

    setSession('token', other);
    clearSession();
    expect(readLocalDraft(draftKey(8, 'background', 2))).toBeNull();
    expect(localStorage.getItem('something-else')).toBe('kept');

    writeLocalDraft(draftKey(7, 'background', 1), 'igen');
    clearLocalDrafts(member.id);
    expect(readLocalDraft(draftKey(7, 'background', 1))?.text).toBe('igen');
  });
});
