import { WorkshopSection } from '../../features/crafting/components/workshop-section';
import { LogisticsScreen as Desk } from '../../features/inventory/logistics-screen';

/** The logistics desk, where staff also brew on the chosen character's behalf. */
export function LogisticsScreen() {
  return <Desk workshop={(character) => <WorkshopSection character={character} />} />;
}
