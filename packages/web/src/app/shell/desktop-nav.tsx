import { Container, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Navigation } from './nav-items';
import { NavBadge } from './nav-badge';
import { NavMenu } from './nav-menu';
import { RulesLink, useRulesUrl } from './rules-link';

/** The navigation row of wide screens. */
export function DesktopNav({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const rulesUrl = useRulesUrl();
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
          {navigation.create.length > 0 && <NavMenu label="nav.create" items={navigation.create} />}
          {navigation.manage.length > 0 && (
            <NavMenu
              label="nav.manage"
              items={navigation.manage}
              badge={navigation.manage.some((item) => item.badge) ? 'staff-work' : undefined}
            />
          )}
          {navigation.staffWork.length > 0 && (
            <NavMenu label="nav.staffWork" items={navigation.staffWork} badge="staff-work" />
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
