import { AccountScreen as Account } from '../../features/account/account-screen';
import { MailPreferences } from '../../features/notifications/components/mail-preferences';

/** "Min konto" with the inbox's mail preferences among its parts. */
export function AccountScreen() {
  return (
    <Account>
      <MailPreferences />
    </Account>
  );
}
