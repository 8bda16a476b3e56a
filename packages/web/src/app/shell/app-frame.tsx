import { Anchor, Box, Burger, Button, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LuLogOut } from 'react-icons/lu';
import { UI_TIMINGS } from '@club/shared/constants';
import { canManageSignups } from '@club/shared/rules/permissions';
import { LanguageSwitch } from '../../components/language-switch';
import { LoaderOverlay } from '../../components/loader-overlay';
import { paths } from '../../config/paths';
import { useIsLoading } from '../../lib/loading';
import { useApplyPendingSwitch } from '../../lib/acting-as';
import { useSession } from '../../lib/session';
import { HeaderInboxLink } from '../../features/notifications/components/header-inbox-link';
import { OfflineNotice } from '../../features/offline/offline-notice';
import { useOfflinePrefetch } from '../../features/offline/use-offline-prefetch';
import { accountParts } from './account-label';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActingBanner } from './acting-banner';
import { Brand } from './brand';
import { DesktopNav } from './desktop-nav';
import { navigationFor } from './nav-items';
import { useLogOut } from './use-log-out';
import { useNavHidden } from './use-nav-hidden';
import { NavDrawer } from './nav-drawer';

// Only those who check people in at the gate keep a queue of taps (decision 032).
const QueuedCheckInsSender = lazy(
  () => import('../../features/events/check-in/queued-check-ins-sender'),
);

/** The frame of every logged-in page (SPEC.md 2.2): header, navigation, main, footer. */
export function AppFrame() {
  const { t } = useTranslation();
  const { user } = useSession();
  const loading = useIsLoading();
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const { hidden, show } = useNavHidden(UI_TIMINGS.navHideThresholdPx);
  const { logOut, waiting, confirm, cancel } = useLogOut();
  useOfflinePrefetch(user?.id);
  useApplyPendingSwitch();
  const navigation = navigationFor(user?.role);

  // The route guard renders this layout only with a user; the check keeps types honest.
  if (!user) return null;

  return (
    <div className="club-page">
      <a href="#main" className="club-skip-link">
        {t('app.skipToContent')}
      </a>
      <header
        className="club-header"
        data-hidden={(hidden && !drawerOpened) || undefined}
        onFocus={show}
      >
        <div className="club-topbar">
          <Container size="xl">
            <Group justify="space-between" wrap="nowrap" className="club-topbar-inner">
              <Group gap="sm" wrap="nowrap">
                <Burger
                  hiddenFrom="md"
                  opened={drawerOpened}
                  onClick={toggleDrawer}
                  color="#fbf1dc"
                  size="sm"
                  aria-label={t(drawerOpened ? 'nav.closeMenu' : 'nav.openMenu')}
                  aria-expanded={drawerOpened}
                />
                <Brand to={paths.dashboard} />
              </Group>
              <Box hiddenFrom="md">
                <HeaderInboxLink />
              </Box>
              <Group gap="md" wrap="nowrap" visibleFrom="md">
                <Anchor
                  component={Link}
                  to={paths.account}
                  className="club-account"
                  c="#f3e3c3"
                  underline="hover"
                >
                  <VisuallyHidden>{t('nav.myAccount')}: </VisuallyHidden>
                  {accountParts(user.name, t(`nav.roles.${user.role}`)).join(' · ')}
                </Anchor>
                <LanguageSwitch />
                <Button
                  size="xs"
                  variant="outline"
                  color="parchment.1"
                  leftSection={<LuLogOut size={16} aria-hidden />}
                  onClick={() => void logOut()}
                >
                  {t('nav.logout')}
                </Button>
              </Group>
            </Group>
          </Container>
        </div>
        <Box visibleFrom="md">
          <DesktopNav navigation={navigation} />
        </Box>
        {/* In the sticky header, so the notice stays in sight as the page scrolls. */}
        <OfflineNotice />
      </header>

      <NavDrawer
        opened={drawerOpened}
        onClose={closeDrawer}
        navigation={navigation}
        user={user}
        onLogOut={() => void logOut()}
      />

      <ActingBanner guardianName={user.name} />
      <main id="main" className="club-main" aria-busy={loading}>
        <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Container>
      </main>

      <footer className="club-footer">
        <Container size="xl" px={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('app.name')} · {t('app.tagline')}
            </Text>
            <Anchor component={Link} to={paths.about} size="sm" className="club-tap">
              {t('nav.about')}
            </Anchor>
          </Group>
        </Container>
      </footer>

      <ConfirmDialog
        opened={waiting !== null}
        title={t('eventDay.logOut.title')}
        message={t('eventDay.logOut.message', { count: waiting ?? 0 })}
        confirmLabel={t('eventDay.logOut.confirm')}
        cancelLabel={t('eventDay.logOut.cancel')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <LoaderOverlay />
      {canManageSignups(user.role) && (
        <Suspense fallback={null}>
          <QueuedCheckInsSender userId={user.id} />
        </Suspense>
      )}
    </div>
  );
}
