import { describe, expect, it } from 'vitest';
import { screenParts, type PartsGraph } from './screen-parts';

/** A module graph from `module: [what it imports]`; `placed` modules are files already. */
function graph(imports: Record<string, string[]>, placed: string[] = []): PartsGraph {
  const closure = (start: string) => {
    const seen = new Set([start]);
    const pending = [start];
    while (pending.length > 0) {
      for (const next of imports[pending.pop()!] ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        pending.push(next);
      }
    }
    return seen;
  };
  return { closure, placed: (id) => placed.includes(id) };
}

const SHEET = '/app/src/sheet-screen.tsx';
const EVENTS = '/app/src/events-screen.tsx';

describe('screenParts', () => {
  it('puts what one screen alone uses in its own file, and what two share in theirs', () => {
    const parts = screenParts(
      [SHEET, EVENTS],
      graph(
        {
          [SHEET]: ['/icon-lock.ts', '/xp.ts', '/badge.ts'],
          [EVENTS]: ['/date-format.ts', '/badge.ts'],
          '/badge.ts': ['/shared-frame.ts'],
        },
        [SHEET, EVENTS, '/shared-frame.ts'],
      ),
    );

    expect(Object.fromEntries(parts.groups)).toEqual({
      '/icon-lock.ts': 'sheet-parts',
      '/xp.ts': 'sheet-parts',
      '/date-format.ts': 'events-parts',
    });
    // Both screens use the badge: it belongs with what every page loads.
    expect([...parts.everyScreen]).toEqual(['/badge.ts']);
  });

  it('names a file by the screens that share it when not all of them do', () => {
    const DASHBOARD = '/app/src/dashboard-screen.tsx';
    const parts = screenParts(
      [SHEET, EVENTS, DASHBOARD],
      graph({ [SHEET]: ['/character-card.tsx'], [DASHBOARD]: ['/character-card.tsx'] }, [
        SHEET,
        EVENTS,
        DASHBOARD,
      ]),
    );

    expect(parts.groups.get('/character-card.tsx')).toBe('sheet-dashboard-parts');
    expect(parts.everyScreen.size).toBe(0);
  });

  it("leaves out a module whose imports would carry another group's code into its file", () => {
    // The sheet's cell imports the date format the events screen also uses: grouped with
    // the sheet, it would pull the format into the sheet's file, which events would load.
    const parts = screenParts(
      [SHEET, EVENTS],
      graph(
        {
          [SHEET]: ['/cell.tsx', '/lock.ts'],
          [EVENTS]: ['/date-format.ts'],
          '/cell.tsx': ['/date-format.ts'],
        },
        [SHEET, EVENTS],
      ),
    );

    expect(parts.groups.has('/cell.tsx')).toBe(false);
    expect(parts.groups.get('/lock.ts')).toBe('sheet-parts');
    expect(parts.groups.get('/date-format.ts')).toBe(undefined);
    expect(parts.everyScreen.has('/date-format.ts')).toBe(true);
  });
});
