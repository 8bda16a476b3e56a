import { DashboardScreen as CharactersDashboard } from '../features/characters/dashboard-screen';
import { NextEventPanel } from '../features/events/components/next-event-panel';

/**
 * The dashboard gathers more than one area: the member's characters, and above them the
 * next event and their sign-ups. Features do not import each other, so the app composes.
 */
export function DashboardScreen() {
  return (
    <CharactersDashboard>
      <NextEventPanel />
    </CharactersDashboard>
  );
}
