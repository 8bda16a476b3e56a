import { EditClassModal } from '../../features/classes/components/edit-class-modal';
import { CreateRaceClassScreen as CreateScreen } from '../../features/races/create-race-class-screen';

/** /races-classes/create: new races and classes; an existing class opens the class editor. */
export function CreateRaceClassScreen() {
  return (
    <CreateScreen classEditor={(cls, onClose) => <EditClassModal cls={cls} onClose={onClose} />} />
  );
}
