import {
  canEditRules,
  canManageUsers,
  canMoveItems,
  canReadAudit,
  canSeeStaffWork,
  canShareRules,
} from '@club/shared/rules/permissions';
import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  /** Message key of the label. */
  label: string;
  /** A count shown beside the label (app/shell/nav-badge.tsx). */
  badge?: NavBadgeKind;
}

export type NavBadgeKind = 'inbox' | 'staff-work' | 'backgrounds' | 'reports' | 'event-messages';

const primary: NavItem[] = [
  { to: paths.dashboard, label: 'nav.dashboard' },
  { to: paths.events.list, label: 'nav.events' },
  { to: paths.racesClasses, label: 'nav.racesClasses' },
  { to: paths.classes, label: 'nav.classes' },
  { to: paths.professions, label: 'nav.professions' },
  { to: paths.languages, label: 'nav.languages' },
  { to: paths.inbox, label: 'nav.inbox', badge: 'inbox' },
  { to: paths.household, label: 'nav.household' },
];

/** What waits for staff's review; in the Manage menu for the board, a menu of its own else. */
const staffWork: NavItem[] = [
  { to: paths.staff.backgrounds, label: 'nav.staffBackgrounds', badge: 'backgrounds' },
  { to: paths.staff.reports, label: 'nav.staffReports', badge: 'reports' },
  { to: paths.staff.messages, label: 'nav.staffMessages', badge: 'event-messages' },
];

const create: NavItem[] = [
  { to: paths.create.raceClass, label: 'nav.createRaceClass' },
  { to: paths.create.profession, label: 'nav.createProfession' },
  { to: paths.create.ability, label: 'nav.createAbility' },
  { to: paths.create.specialAbility, label: 'nav.createSpecialAbility' },
];

const manage: NavItem[] = [
  { to: paths.manage.classProfessions, label: 'nav.manageClassProfessions' },
  { to: paths.manage.professionAbilities, label: 'nav.manageProfessionAbilities' },
  { to: paths.manage.specialAbilities, label: 'nav.manageSpecialAbilities' },
  { to: paths.manage.abilities, label: 'nav.manageAbilities' },
  { to: paths.manage.specialAbilitiesOverview, label: 'nav.manageSpecialAbilitiesOverview' },
  { to: paths.manage.itemTypes, label: 'nav.manageItemTypes' },
  { to: paths.manage.settings, label: 'nav.manageSettings' },
];

/** The logistics desk: in the Manage menu for the board, a link of its own for admins. */
const logistics: NavItem = { to: paths.logistics.home, label: 'nav.logistics' };

const audit: NavItem = { to: paths.manage.audit, label: 'nav.audit' };
const rulesData: NavItem = { to: paths.manage.rulesData, label: 'nav.rulesData' };

export interface Navigation {
  primary: NavItem[];
  /** Empty for roles without the Create menu. */
  create: NavItem[];
  /** Empty for roles without the Manage menu. */
  manage: NavItem[];
  /** Staff's review lists for staff without the Manage menu (admins); empty otherwise. */
  staffWork: NavItem[];
  users: NavItem | null;
  /**
   * The audit log for those who read it without the Manage menu (admins); the board finds
   * it in the Manage menu.
   */
  audit: NavItem | null;
  /** The logistics desk for staff without the Manage menu (admins); the board finds it there. */
  logistics: NavItem | null;
}

/** The navigation of SPEC.md 2.2 for a role: the menus follow the shared permission rules. */
export function navigationFor(role: string | null | undefined): Navigation {
  const editor = canEditRules(role);
  const staff = canSeeStaffWork(role);
  return {
    primary,
    create: editor ? create : [],
    manage: editor
      ? [
          ...(staff ? staffWork : []),
          ...(canMoveItems(role) ? [logistics] : []),
          ...manage,
          ...(canReadAudit(role) ? [audit] : []),
          ...(canShareRules(role) ? [rulesData] : []),
        ]
      : [],
    staffWork: staff && !editor ? staffWork : [],
    users: canManageUsers(role) ? { to: paths.manage.users, label: 'nav.users' } : null,
    audit: !editor && canReadAudit(role) ? audit : null,
    logistics: !editor && canMoveItems(role) ? logistics : null,
  };
}
