import { useEffect, useRef } from 'react';
import { Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { NavBadge } from './nav-badge';
import type { NavBadgeKind, NavItem } from './nav-items';
import { NavMenuButton } from './nav-menu-button';

/**
 * A dropdown of the header (Create, Manage): a button that opens a menu of links, with
 * the count of what waits behind them when there is one. Drawn once its button was first
 * clicked (./desktop-nav.tsx), so it opens at once, the focus on its own button.
 */
export function NavMenu({
  label,
  items,
  badge,
}: {
  label: string;
  items: NavItem[];
  badge?: NavBadgeKind;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = items.some((item) => item.to === pathname);
  const button = useRef<HTMLButtonElement>(null);
  // The clicked button was the plain one that stood in for this one.
  useEffect(() => {
    if (document.activeElement === document.body) button.current?.focus();
  }, []);
  return (
    <Menu position="bottom-start" offset={4} withinPortal defaultOpened>
      <Menu.Target>
        <NavMenuButton ref={button} label={label} badge={badge} active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={item.to === pathname ? 'page' : undefined}
          >
            {t(item.label)}
            <NavBadge kind={item.badge} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
