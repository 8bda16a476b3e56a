import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Class, ClassProfessionsResponse, Profession } from '@club/shared/contract/rules';
import { mockApi, type ApiCall } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { useAddClassProfession } from './api/add-class-profession';
import { classProfessionsQuery } from '../../api/queries/rules';
import { useReorderClassProfessions } from './api/reorder-class-professions';
import { ManageClassProfessionsScreen } from './manage-class-professions-screen';

const druid: Class = {
  id: 1,
  name: 'Druide',
  description: '',
  conflict: 0,
  additional_professions: 4,
};
const warrior: Class = { ...druid, id: 2, name: 'Kriger', additional_professions: 3 };

function profession(id: number, name: string): Profession {
  return {
    id,
    name,
    description: '',
    requirements: '',
    notes: '',
    characteristics: '',
    sort_order: id,
    abilities: [],
  };
}

const professions = [
  profession(11, 'Naturkalder'),
  profession(12, 'Urtekyndig'),
  profession(13, 'Helbreder'),
  profession(14, 'Spejder'),
  profession(15, 'Alkymist'),
];

const item = (id: number, sortOrder: number) => ({
  id,
  name: professions.find((entry) => entry.id === id)!.name,
  sort_order: sortOrder,
});

function druidProfessions(): ClassProfessionsResponse {
  return { mandatory: [item(11, 1), item(12, 2)], assigned: [item(13, 1), item(14, 2)] };
}

/** The fake server keeps the druid's lists and changes them as the real one would. */
function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  let state = druidProfessions();
  const renumber = (list: ClassProfessionsResponse['assigned']) =>
    list.map((entry, index) => ({ ...entry, sort_order: index + 1 }));
  return mockApi({
    'GET classes': () => [druid, warrior],
    'GET professions': () => professions,
    'GET classes/1/professions': () => state,
    'GET classes/2/professions': () => ({ mandatory: [], assigned: [] }),
    'POST classes/1/professions': (call: ApiCall) => {
      if (!('profession_id' in (call.body as object))) {
        const order = call.body as Record<'assigned' | 'mandatory', { id: number }[]>;
        state = {
          assigned: order.assigned.map((entry, index) => item(entry.id, index + 1)),
          mandatory: order.mandatory.map((entry, index) => item(entry.id, index + 1)),
        };
        return state;
      }
      const body = call.body as { profession_id: number; mandatory: number };
      const list = body.mandatory ? 'mandatory' : 'assigned';
      state = { ...state, [list]: renumber([...state[list], item(body.profession_id, 0)]) };
      return state;
    },
    'DELETE classes/1/professions/13': () => {
      state = { ...state, assigned: renumber(state.assigned.filter((entry) => entry.id !== 13)) };
      return state;
    },
    ...extra,
  });
}

/** The real writes: not the reads, nor the dry runs asked before a removal. */
const writes = (calls: ApiCall[]) =>
  calls.filter((call) => call.method !== 'GET' && !call.path.includes('dry_run'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ManageClassProfessionsScreen', () => {
  it('shows the picked class’s lists and whether mandatory plus optional make 6', async () => {
    serve();
    await renderScreen(<ManageClassProfessionsScreen />, { user: testUsers.board });

    const mandatory = await screen.findByRole('list', { name: 'Obligatoriske professioner' });
    expect(within(mandatory).getByText('Naturkalder')).toBeTruthy();
    const optional = screen.getByRole('list', { name: 'Valgfrie professioner' });
    expect(within(optional).getByText('Helbreder')).toBeTruthy();
    expect(screen.getByText(/2 obligatoriske \+ 4 valgfrie = 6\./)).toBeTruthy();
    // Professions the class has are not offered again.
    const available = screen.getByRole('list', { name: 'Tilgængelige professioner' });
    expect(within(available).queryByText('Naturkalder')).toBeNull();
    expect(within(available).getByText('Alkymist')).toBeTruthy();
  });

  it('adds a profession as mandatory with the Add button', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await renderScreen(<ManageClassProfessionsScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Tilføj Alkymist' }));
    // By text: role queries over the whole board are slow in jsdom on a busy machine.
    await user.click(await screen.findByText('Tilføj til Obligatoriske professioner'));

    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: 'classes/1/professions',
          body: { profession_id: 15, mandatory: 1 },
        },
      ]),
    );
  });

  it('removes an assignment with its × button', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await renderScreen(<ManageClassProfessionsScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Fjern Helbreder' }));

    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'DELETE', path: 'classes/1/professions/13', body: undefined },
      ]),
    );
    const optional = screen.getByRole('list', { name: 'Valgfrie professioner' });
    await waitFor(() => expect(within(optional).queryByText('Helbreder')).toBeNull());
  });

  it('shows whom a removal puts under review and removes only once confirmed', async () => {
    const impact = {
      characters: [
        {
          id: 41,
          name: 'Sigrun',
          user_id: 7,
          reasons: [
            {
              code: 'review.professionNotOnClass',
              params: { profession_id: 13 },
              subject: 'Helbreder',
            },
          ],
        },
        { id: 42, name: 'Ulf', user_id: 8, reasons: [] },
      ],
    };
    const calls = serve({ 'DELETE classes/1/professions/13?dry_run=true': () => ({ impact }) });
    const user = userEvent.setup();
    await renderScreen(<ManageClassProfessionsScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Fjern Helbreder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    expect(within(dialog).getByText('Ændringen sætter 2 figurer til gennemsyn')).toBeTruthy();
    expect(
      within(dialog).getByText(/Professionen Helbreder hører ikke længere til klassen/),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Gem alligevel (2 figurer)' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'DELETE', path: 'classes/1/professions/13', body: undefined },
      ]),
    );
  });

  it('sends nothing when the editor cancels at the impact', async () => {
    const impact = { characters: [{ id: 41, name: 'Sigrun', user_id: 7, reasons: [] }] };
    const calls = serve({ 'DELETE classes/1/professions/13?dry_run=true': () => ({ impact }) });
    const user = userEvent.setup();
    await renderScreen(<ManageClassProfessionsScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Fjern Helbreder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    expect(within(dialog).getByText('Ændringen sætter 1 figur til gennemsyn')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
  });

  it('loads another class’s professions when it is picked', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await renderScreen(<ManageClassProfessionsScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: /Kriger/ }));

    await waitFor(() =>
      expect(calls.some((call) => call.path === 'classes/2/professions')).toBe(true),
    );
    expect(await screen.findByText(/0 obligatoriske \+ 3 valgfrie = 3\./)).toBeTruthy();
  });
});

describe('class-profession writes', () => {
  function wrapper() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(classProfessionsQuery(1).queryKey, druidProfessions());
    return {
      queryClient,
      Wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    };
  }

  it('saves a new order, each list numbered from 1 and flagged by the list it is in', async () => {
    const calls = serve();
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useReorderClassProfessions({ onError: vi.fn() }), {
      wrapper: Wrapper,
    });

    result.current.mutate({
      classId: 1,
      // Spejder moved first among the optional ones, Urtekyndig moved to optional.
      expected: {
        mandatory: [item(11, 1)],
        assigned: [item(14, 1), item(13, 2), item(12, 3)],
      },
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: 'classes/1/professions',
        body: {
          assigned: [
            { id: 14, order: 1, mandatory: 0 },
            { id: 13, order: 2, mandatory: 0 },
            { id: 12, order: 3, mandatory: 0 },
          ],
          mandatory: [{ id: 11, order: 1, mandatory: 1 }],
        },
      },
    ]);
  });

  it('adds a profession dropped first in a list, then moves it to its place', async () => {
    const calls = mockApi({
      'POST classes/1/professions': (call: ApiCall) =>
        'profession_id' in (call.body as object)
          ? { ...druidProfessions(), assigned: [item(13, 1), item(14, 2), item(15, 3)] }
          : { ...druidProfessions(), assigned: [item(15, 1), item(13, 2), item(14, 3)] },
      'GET classes/1/professions': druidProfessions,
    });
    const { Wrapper, queryClient } = wrapper();
    const { result } = renderHook(() => useAddClassProfession({ onError: vi.fn() }), {
      wrapper: Wrapper,
    });

    result.current.mutate({
      classId: 1,
      professionId: 15,
      mandatory: false,
      expected: { ...druidProfessions(), assigned: [item(15, 1), item(13, 2), item(14, 3)] },
    });

    // The board shows the drop at once, before the server answers.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData(classProfessionsQuery(1).queryKey)
          ?.assigned.map((entry) => entry.id),
      ).toEqual([15, 13, 14]),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(writes(calls).map((call) => call.body)).toEqual([
      { profession_id: 15, mandatory: 0 },
      {
        assigned: [
          { id: 15, order: 1, mandatory: 0 },
          { id: 13, order: 2, mandatory: 0 },
          { id: 14, order: 3, mandatory: 0 },
        ],
        mandatory: [
          { id: 11, order: 1, mandatory: 1 },
          { id: 12, order: 2, mandatory: 1 },
        ],
      },
    ]);
  });
});
