import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeader } from '../../components/screen-header';
import { useSession } from '../../lib/session';
import { AccountSection } from './components/account-section';
import { DeleteAccount } from './components/delete-account';
import { EmailForm } from './components/email-form';
import { MyData } from './components/my-data';
import { NameForm } from './components/name-form';
import { PasswordForm } from './components/password-form';

/**
 * "Min konto" (/account): the member's name, email and password, what other areas add
 * (mail preferences, composed in app/), their data to take away, and deleting the account.
 */
export function AccountScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="md" maw={760}>
      <ScreenHeader title={t('account.title')} intro={t('account.intro')} />
      <AccountSection id="account-name" title={t('account.name.title')}>
        <NameForm user={user} />
      </AccountSection>
      <AccountSection
        id="account-email"
        title={t('account.email.title')}
        intro={t('account.email.intro')}
      >
        <EmailForm key={user.email} user={user} />
      </AccountSection>
      <AccountSection
        id="account-password"
        title={t('account.password.title')}
        intro={t('account.password.intro')}
      >
        <PasswordForm user={user} />
      </AccountSection>
      {children}
      <AccountSection
        id="account-data"
        title={t('account.data.title')}
        intro={t('account.data.intro')}
      >
        <MyData user={user} />
      </AccountSection>
      <AccountSection
        id="account-delete"
        title={t('account.delete.title')}
        intro={t('account.delete.intro')}
      >
        <DeleteAccount />
      </AccountSection>
    </Stack>
  );
}
