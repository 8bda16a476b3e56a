import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { LuChevronDown } from 'react-icons/lu';
import { useTranslation } from '../../i18n/use-translation';
import { NavBadge } from './nav-badge';
import type { NavBadgeKind } from './nav-items';

interface NavMenuButtonProps extends ComponentPropsWithoutRef<'button'> {
  label: string;
  badge?: NavBadgeKind;
  active: boolean;
}

/**
 * A header dropdown's button (Create, Manage). Drawn alone while the menu's code is on
 * its way, so the row does not move when the menu takes it over.
 */
export const NavMenuButton = forwardRef<HTMLButtonElement, NavMenuButtonProps>(
  function NavMenuButton({ label, badge, active, ...rest }, ref) {
    const { t } = useTranslation();
    return (
      <UnstyledButton
        ref={ref}
        className="club-nav-link"
        data-active={active || undefined}
        {...rest}
      >
        {t(label)}
        <NavBadge kind={badge} />
        <LuChevronDown size={16} aria-hidden />
      </UnstyledButton>
    );
  },
);
