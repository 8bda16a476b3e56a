import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@club/shared/contract/auth';
import { clearSession, setSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { prefetchSheet } from './prefetch-sheet';
import { characterQuery } from '../../../api/queries/characters';
import { professionAbilitiesQuery } from '../../../api/queries/rules';

const member: User = { id: 7, email: 'ylva@example.com', name: 'Ylva', role: 'user' };
const usableToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

function character(userId: number) {
  return { id: 3, user_id: userId, professions: [{ id: 11 }, { id: 12 }] };
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('prefetchSheet', () => {
  it("asks for the character, then its abilities and its professions' together", async () => {
    setSession(usableToken, member);
    const calls = mockApi({
      'GET characters/3': () => character(member.id),
      'GET characters/3/abilities': () => [],
      'GET professions/11/abilities': () => [],
      'GET professions/12/abilities': () => [],
    });
    const queryClient = new QueryClient();
    prefetchSheet({ id: '3' }, queryClient);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((c) => c.path)).toEqual([
      'characters/3',
      'characters/3/abilities',
      'professions/11/abilities',
      'professions/12/abilities',
    ]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(professionAbilitiesQuery(12).queryKey)).toEqual([]),
    );
  });

  it('asks nothing more about a character the reader may not see', async () => {
    setSession(usableToken, member);
    const calls = mockApi({ 'GET characters/3': () => character(99) });
    const queryClient = new QueryClient();
    prefetchSheet({ id: '3' }, queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(characterQuery(3).queryKey)).toBeTruthy(),
    );
    expect(calls.map((c) => c.path)).toEqual(['characters/3']);
  });

  it('asks nothing without a usable login or a valid id', () => {
    const calls = mockApi({});
    clearSession();
    prefetchSheet({ id: '3' }, new QueryClient());
    setSession(usableToken, member);
    prefetchSheet({ id: 'x' }, new QueryClient());
    expect(calls).toEqual([]);
  });
});
