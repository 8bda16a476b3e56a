import { Fragment, useEffect } from 'react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LuLogOut } from 'react-icons/lu';
import type { User } from '@club/shared/contract/auth';
import { Dialog } from '../../components/dialog';
import { LanguageSwitch } from '../../components/language-switch';
import { paths } from '../../config/paths';
import { NavBadge } from './nav-badge';
import type { Navigation, NavItem } from './nav-items';
import { RulesLink, useRulesUrl } from './rules-link';
import { accountParts } from './account-label';

function DrawerLinks({
  items,
  labelId,
  onNavigate,
}: {
  items: NavItem[];
  labelId?: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="club-drawer-list" aria-labelledby={labelId}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className="club-drawer-link" onClick={onNavigate}>
            {t(item.label)}
            <NavBadge kind={item.badge} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The menu's titled groups of links, each shown when the member has any of its links. */
const SECTIONS = [
  { items: 'create', label: 'nav.create', id: 'drawer-create' },
  { items: 'manage', label: 'nav.manage', id: 'drawer-manage' },
  { items: 'staffWork', label: 'nav.staffWork', id: 'drawer-staff-work' },
] as const;

/** Mantine's `md`, from which the header shows its links and hides the burger. */
const DESKTOP_FROM = '62em';

/** The phone menu: every link of the header, the language switch and logout. */
export function NavDrawer({
  opened,
  onClose,
  navigation,
  user,
  onLogOut,
}: {
  opened: boolean;
  onClose: () => void;
  navigation: Navigation;
  user: User;
  onLogOut: () => void;
}) {
  const { t } = useTranslation();
  const rulesUrl = useRulesUrl();
  // The menu is the phone's: on a screen grown to the desktop's width (a turned tablet)
  // the header shows every link, and an open menu would hold the page inert behind it.
  const wide = useMediaQuery(`(min-width: ${DESKTOP_FROM})`);
  useEffect(() => {
    if (wide && opened) onClose();
  }, [wide, opened, onClose]);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      closeLabel={t('nav.closeMenu')}
      placement="start"
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('nav.account')}: <strong>{user.name}</strong>
          {accountParts(user.name, t(`nav.roles.${user.role}`))[1] !== undefined &&
            ` · ${t(`nav.roles.${user.role}`)}`}
        </Text>
        <NavLink to={paths.account} end className="club-drawer-link" onClick={onClose}>
          {t('nav.myAccount')}
        </NavLink>
        <nav aria-label={t('nav.main')}>
          <DrawerLinks items={navigation.primary} onNavigate={onClose} />
          {rulesUrl && (
            <ul className="club-drawer-list">
              <li>
                <RulesLink className="club-drawer-link" href={rulesUrl} />
              </li>
            </ul>
          )}
          {SECTIONS.map(({ items, label, id }) =>
            navigation[items].length > 0 ? (
              <Fragment key={id}>
                <p className="club-drawer-section" id={id}>
                  {t(label)}
                </p>
                <DrawerLinks items={navigation[items]} labelId={id} onNavigate={onClose} />
              </Fragment>
            ) : null,
          )}
          {navigation.users && (
            <>
              <Divider my="xs" />
              <DrawerLinks
                items={[
                  navigation.users,
                  ...(navigation.logistics ? [navigation.logistics] : []),
                  ...(navigation.audit ? [navigation.audit] : []),
                ]}
                onNavigate={onClose}
              />
            </>
          )}
          <Divider my="xs" />
          <DrawerLinks items={[{ to: paths.about, label: 'nav.about' }]} onNavigate={onClose} />
        </nav>
        <Divider my="xs" />
        <LanguageSwitch size="sm" fullWidth />
        <Button
          variant="light"
          leftSection={<LuLogOut size={18} aria-hidden />}
          onClick={onLogOut}
          mt="xs"
        >
          {t('nav.logout')}
        </Button>
      </Stack>
    </Dialog>
  );
}
