import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Container, Group, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import { LuChevronDown } from 'react-icons/lu';
import { useTranslation } from '../../i18n/use-translation';
import type { Navigation, NavBadgeKind } from './nav-items';
import { NavBadge } from './nav-badge';
import { RulesLink, useRulesUrl } from './rules-link';

/** The dropdown whose button was pressed before the menus' code arrived, if any. */
let pressedEarly: string | null = null;

/**
 * The staff's dropdowns (Create, Manage, staff work), fetched with the first page that
 * shows them instead of with every member's first visit: members have none, and a phone
 * shows the drawer instead. A button pressed while the code is on its way opens its menu
 * as it arrives; where the code cannot be fetched (no signal, not yet cached) the button
 * stays as it is, closed.
 */
const NavMenu = lazy(() =>
  import('./nav-menu').then(
    ({ NavMenu: Loaded }) => ({
      default: function NavMenuArrived(props: ComponentProps<typeof Loaded>) {
        const [opened] = useState(() => pressedEarly === props.label);
        // Taken once it has opened the menu: a later page's menus arrive closed.
        useEffect(() => {
          if (opened) pressedEarly = null;
        }, [opened]);
        return <Loaded {...props} defaultOpened={opened} />;
      },
    }),
    () => ({ default: MenuButton }),
  ),
);

/** A dropdown's button before its menu has arrived: the same look, its press kept. */
function MenuButton({ label, badge }: { label: string; badge?: NavBadgeKind }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton className="club-nav-link" onClick={() => (pressedEarly = label)}>
      {t(label)}
      <NavBadge kind={badge} />
      <LuChevronDown size={16} aria-hidden />
    </UnstyledButton>
  );
}

/** The navigation row of wide screens. */
export function DesktopNav({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const rulesUrl = useRulesUrl();
  const manageBadge = navigation.manage.some((item) => item.badge) ? 'staff-work' : undefined;
  return (
    <nav className="club-navbar" aria-label={t('nav.main')}>
      <Container size="xl">
        <Group gap={4} className="club-navbar-inner" wrap="nowrap">
          {navigation.primary.map((item) => (
            <NavLink key={item.to} to={item.to} end className="club-nav-link">
              {t(item.label)}
              <NavBadge kind={item.badge} />
            </NavLink>
          ))}
          {rulesUrl && <RulesLink className="club-nav-link" href={rulesUrl} />}
          {navigation.create.length > 0 && (
            <Suspense fallback={<MenuButton label="nav.create" />}>
              <NavMenu label="nav.create" items={navigation.create} />
            </Suspense>
          )}
          {navigation.manage.length > 0 && (
            <Suspense fallback={<MenuButton label="nav.manage" badge={manageBadge} />}>
              <NavMenu label="nav.manage" items={navigation.manage} badge={manageBadge} />
            </Suspense>
          )}
          {navigation.staffWork.length > 0 && (
            <Suspense fallback={<MenuButton label="nav.staffWork" badge="staff-work" />}>
              <NavMenu label="nav.staffWork" items={navigation.staffWork} badge="staff-work" />
            </Suspense>
          )}
          {navigation.users && (
            <NavLink to={navigation.users.to} end className="club-nav-link">
              {t(navigation.users.label)}
            </NavLink>
          )}
          {navigation.logistics && (
            <NavLink to={navigation.logistics.to} end className="club-nav-link">
              {t(navigation.logistics.label)}
            </NavLink>
          )}
          {navigation.audit && (
            <NavLink to={navigation.audit.to} end className="club-nav-link">
              {t(navigation.audit.label)}
            </NavLink>
          )}
        </Group>
      </Container>
    </nav>
  );
}
