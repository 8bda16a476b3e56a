import { Menu, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LuChevronDown } from 'react-icons/lu';
import { NavBadge } from './nav-badge';
import type { NavBadgeKind, NavItem } from './nav-items';

/**
 * A dropdown of the header (Create, Manage): a button that opens a menu of links, with
 * the count of what waits behind them when there is one.
 */
export function NavMenu({
  label,
  items,
  badge,
  defaultOpened = false,
}: {
  label: string;
  items: NavItem[];
  badge?: NavBadgeKind;
  /** Open as it appears: its button was pressed before the menu's code had arrived. */
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = items.some((item) => item.to === pathname);
  return (
    <Menu position="bottom-start" offset={4} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton className="club-nav-link" data-active={active || undefined}>
          {t(label)}
          <NavBadge kind={badge} />
          <LuChevronDown size={16} aria-hidden />
        </UnstyledButton>
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
