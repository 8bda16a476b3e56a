import { DashboardScreen as CharactersDashboard } from '../../features/characters/dashboard-screen';
import { NextEventPanel } from '../../features/events/components/next-event-panel';
import { StaffWorkPanel } from '../../features/staff-work/components/staff-work-panel';

/**
 * The dashboard gathers more than one area: the member's characters, and above them the
 * next event and their sign-ups, and for staff what waits for them. Features do not import each other, so the app composes.
 */
export function DashboardScreen() {
  return (
    <CharactersDashboard>
      <StaffWorkPanel />
      <NextEventPanel />
    </CharactersDashboard>
  );
}
