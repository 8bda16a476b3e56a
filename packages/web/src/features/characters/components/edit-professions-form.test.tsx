import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { character, classes, warriorProfessions } from '../testing/fixtures';
import { EditProfessionsForm } from './edit-professions-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Kriger: four mandatory professions, two optional picks of Smed, Jæger and Bueskytte.
const thorin = character({
  profession_ids: [101, 102, 103, 104, 105, 106],
  professions: [
    { id: 101, name: 'Våbenbrug', position: 1 },
    { id: 102, name: 'Rustningsbrug', position: 2 },
    { id: 103, name: 'Feltliv', position: 3 },
    { id: 104, name: 'Taktik', position: 4 },
    { id: 105, name: 'Smed', position: 5 },
    { id: 106, name: 'Jæger', position: 6 },
  ],
});

const canRemove = (locked: number[]) =>
  Object.fromEntries(
    thorin.profession_ids.map((id) => [
      `GET characters/5/professions/${id}/can-remove`,
      () => ({ canRemove: !locked.includes(id) && id > 104 }),
    ]),
  );

function routes(extra: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET classes/10': () => classes[0],
    'GET classes/10/professions': () => warriorProfessions,
    ...canRemove([106]),
    ...extra,
  };
}

async function open(onSaved = vi.fn()) {
  const user = userEvent.setup();
  await renderScreen(
    <EditProfessionsForm character={thorin} onSaved={onSaved} onCancel={vi.fn()} />,
    { user: testUsers.member },
  );
  const chosen = await screen.findByRole('list', { name: /^Dine valg/ });
  return { user, chosen, onSaved };
}

describe('EditProfessionsForm', () => {
  it('swaps an optional profession for another and saves the picks', async () => {
    const calls = mockApi(
      routes({ 'PUT characters/5/professions': () => ({ ...thorin, profession_ids: [] }) }),
    );
    const { user, chosen, onSaved } = await open();
    const save = screen.getByRole('button', { name: 'Gem professioner' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(chosen).getByRole('button', { name: 'Fjern Smed' }));
    await user.click(await screen.findByRole('button', { name: 'Tilføj Bueskytte' }));
    await user.click(save);

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ profession_ids: [106, 107] });
  });

  it('shows a lock on a profession with unlocked abilities, with no way to remove it', async () => {
    mockApi(routes());
    const { chosen } = await open();
    expect(
      await within(chosen).findByRole('img', {
        name: 'Jæger har låste evner og kan ikke fjernes',
      }),
    ).toBeTruthy();
    expect(within(chosen).queryByRole('button', { name: 'Fjern Jæger' })).toBeNull();
    expect(within(chosen).getByRole('button', { name: 'Fjern Smed' })).toBeTruthy();
  });

  it("says 'Cannot remove this profession' when the server's check says no", async () => {
    mockApi(
      routes({
        // The list's first answer said yes; by the time it is removed, abilities are unlocked.
        'GET characters/5/professions/105/can-remove': (() => {
          let asked = 0;
          return () => ({ canRemove: (asked += 1) === 1 });
        })(),
      }),
    );
    const { user, chosen } = await open();
    await user.click(within(chosen).getByRole('button', { name: 'Fjern Smed' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Professionen kan ikke fjernes – den har låste evner',
    );
    expect(within(chosen).getByText('Smed')).toBeTruthy();
  });

  it('says when the lock status or the removal check fails', async () => {
    mockApi(
      routes({
        'GET characters/5/professions/106/can-remove': () => json({}, 500),
        'GET characters/5/professions/105/can-remove': (() => {
          let asked = 0;
          return () => ((asked += 1) === 1 ? { canRemove: true } : json({}, 503));
        })(),
      }),
    );
    const { user, chosen } = await open();
    expect(
      await screen.findByText('Kunne ikke tjekke, hvilke professioner der er låst'),
    ).toBeTruthy();

    await user.click(within(chosen).getByRole('button', { name: 'Fjern Smed' }));
    expect(await screen.findByText('Kunne ikke tjekke, om professionen kan fjernes')).toBeTruthy();
  });

  it('tells a failed save that removed a profession from one that only reordered', async () => {
    mockApi(routes({ 'PUT characters/5/professions': () => json({}, 500) }));
    const { user, chosen } = await open();
    await user.click(within(chosen).getByRole('button', { name: 'Fjern Smed' }));
    await user.click(await screen.findByRole('button', { name: 'Tilføj Bueskytte' }));
    await user.click(screen.getByRole('button', { name: 'Gem professioner' }));
    expect(await screen.findByText('Professionen kunne ikke fjernes. Prøv igen.')).toBeTruthy();
  });

  it('tells a failed save that removed nothing: one that only adds the missing sixth', async () => {
    // Five professions, after the class gained a mandatory one's place back.
    const short = character({
      profession_ids: [101, 102, 103, 104, 105],
      professions: thorin.professions.slice(0, 5),
    });
    mockApi(routes({ 'PUT characters/5/professions': () => json({}, 502) }));
    const user = userEvent.setup();
    await renderScreen(
      <EditProfessionsForm character={short} onSaved={vi.fn()} onCancel={vi.fn()} />,
      { user: testUsers.member },
    );
    await user.click(await screen.findByRole('button', { name: 'Tilføj Jæger' }));
    await user.click(screen.getByRole('button', { name: 'Gem professioner' }));
    expect(await screen.findByText('Professionerne kunne ikke gemmes. Prøv igen.')).toBeTruthy();
  });

  it("shows the server's refusal of a locked profession on save", async () => {
    mockApi(
      routes({
        'PUT characters/5/professions': () =>
          apiError(
            409,
            'characters.professionHasUnlockedAbilities',
            'Cannot remove this profession - it has unlocked abilities',
          ),
      }),
    );
    const { user, chosen } = await open();
    await user.click(within(chosen).getByRole('button', { name: 'Fjern Smed' }));
    await user.click(await screen.findByRole('button', { name: 'Tilføj Bueskytte' }));
    await user.click(screen.getByRole('button', { name: 'Gem professioner' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Professionen kan ikke fjernes – den har låste evner',
    );
  });

  it('refuses to start dragging a held profession while its lock status is unknown', async () => {
    mockApi(routes({ 'GET characters/5/professions/105/can-remove': () => json({}, 500) }));
    const { user, chosen } = await open();
    await screen.findByText('Kunne ikke tjekke, hvilke professioner der er låst');
    within(chosen)
      .getByRole('button', { name: /^Flyt Smed/ })
      .focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Trækket kunne ikke startes')).toBeTruthy();
    // dnd-kit still holds the keyboard drag it was refused, and takes the next Space or
    // Enter pressed anywhere; the member ends it with Escape. Left, it would take the first
    // Space of the next test file in this worker, which shares the page.
    await user.keyboard('[Escape]');
  });

  it("says 'Error checking professions' when the class's professions cannot be read", async () => {
    mockApi(routes({ 'GET classes/10/professions': () => json({}, 500) }));
    await renderScreen(
      <EditProfessionsForm character={thorin} onSaved={vi.fn()} onCancel={vi.fn()} />,
      { user: testUsers.member },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Kunne ikke tjekke professionerne');
  });
});
