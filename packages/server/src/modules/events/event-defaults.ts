import type { EventDefaults } from '@club/shared/contract/events';
import * as defaults from './defaults.repository';
import type { EventViewer, EventsContext } from './events-context';

/** GET and PUT /me/event-defaults: what the sign-up form starts from. */
export function createEventDefaults({ db }: EventsContext) {
  async function read(viewer: EventViewer): Promise<EventDefaults> {
    const row = await defaults.findDefaults(db, viewer.id);
    if (!row) return { diet: '', allergies: '', emergency_contact: null };
    return {
      diet: row.diet,
      allergies: row.allergies,
      emergency_contact:
        row.emergency_name !== null && row.emergency_phone !== null
          ? { name: row.emergency_name, phone: row.emergency_phone }
          : null,
    };
  }

  async function save(viewer: EventViewer, input: EventDefaults): Promise<EventDefaults> {
    await defaults.saveDefaults(
      db,
      viewer.id,
      {
        diet: input.diet,
        allergies: input.allergies,
        emergency_name: input.emergency_contact?.name ?? null,
        emergency_phone: input.emergency_contact?.phone ?? null,
      },
      new Date().toISOString(),
    );
    return read(viewer);
  }

  return { readDefaults: read, saveDefaults: save };
}
