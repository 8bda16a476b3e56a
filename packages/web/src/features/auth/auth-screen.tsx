import { Alert, Tabs } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { AuthCard } from './components/auth-card';
import { LoginForm } from './components/login-form';
import { SignupForm } from './components/signup-form';

type Mode = 'login' | 'signup';

/** Not a refusal: the member's own deletion went through, said calmly. */
const DELETED_NOTICE = 'auth.accountDeleted';

/** Login and signup on one page with a toggle (SPEC.md 2.3); `?mode=signup` opens signup. */
export function AuthScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  // Set by the route guard that sent the user here (an expired session, the sheet).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  const switchTo = (next: string | null) => {
    setParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });
  };

  return (
    <AuthCard title={t('auth.welcome')} intro={t('auth.intro')}>
      {typeof notice === 'string' && (
        <Alert
          color={notice === DELETED_NOTICE ? 'dark' : 'oxblood'}
          variant="light"
          role={notice === DELETED_NOTICE ? 'status' : 'alert'}
          mb="md"
        >
          {t(notice)}
        </Alert>
      )}
      {/* Only the chosen form is mounted, so each label names exactly one field. */}
      <Tabs value={mode} onChange={switchTo} keepMounted={false}>
        <Tabs.List grow aria-label={t('auth.mode')}>
          <Tabs.Tab value="login">{t('auth.login')}</Tabs.Tab>
          <Tabs.Tab value="signup">{t('auth.signup')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login" pt="lg">
          <LoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="signup" pt="lg">
          <SignupForm />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
