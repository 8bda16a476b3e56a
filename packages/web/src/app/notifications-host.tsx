import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { UI_TIMINGS } from '@club/shared/constants';

/**
 * Where toasts appear: at the bottom, so they never cover the header's name or menu; on a
 * phone centred across the width, on wide screens in the corner. Success messages clear
 * after SPEC section 9's 5,000 ms unless a call asks for longer.
 */
export function NotificationsHost() {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'bottom-right'}
      autoClose={UI_TIMINGS.successMessageMs}
      containerWidth={phone ? 'calc(100vw - 1rem)' : 420}
    />
  );
}
