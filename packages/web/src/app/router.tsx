import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadAllMessages, loadMessages } from '../i18n/index';
import type { MessagePart } from '../i18n/part-names';
import { SCREEN_MESSAGES } from './screen-messages';
import { basePath } from '../lib/base-path';
import { getSession } from '../lib/session';
import { NewScreenAtTop } from './new-screen-at-top';
import { RouteGuardOutlet } from './route-guard';
import { screen } from './screen-route';
import { AppLayout } from './shell/app-layout';
import { PublicLayout } from './shell/public-layout';
import { RouteError } from './shell/route-error';
import { StartupShell } from './shell/startup-shell';

/**
 * The screens behind the login are imported from a chunk of their own: the list of
 * their chunks (and of what each imports) loads with the first of them, not with /auth.
 */
const loggedIn = () => import('./logged-in-screens');

// The pages before the login show the first screen's messages, in the entry's own chunk:
// they wait for no part of the catalogue behind the login (/auth stays within its budget).
const BEFORE_LOGIN: readonly MessagePart[] = [];

const publicRoutes: RouteObject[] = [
  {
    path: paths.auth,
    ...screen(() => import('../features/auth/auth-screen'), 'AuthScreen', BEFORE_LOGIN),
  },
  {
    path: paths.forgotPassword,
    ...screen(
      () => import('../features/auth/forgot-password-screen'),
      'ForgotPasswordScreen',
      BEFORE_LOGIN,
    ),
  },
  {
    path: paths.resetPassword,
    ...screen(
      () => import('../features/auth/reset-password-screen'),
      'ResetPasswordScreen',
      BEFORE_LOGIN,
    ),
  },
];

const memberRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    ...screen(
      async () => (await loggedIn()).dashboard(),
      'DashboardScreen',
      SCREEN_MESSAGES.dashboard,
    ),
  },
  {
    path: paths.events.list,
    ...screen(async () => (await loggedIn()).events(), 'EventsScreen', SCREEN_MESSAGES.events),
  },
  {
    path: paths.events.details(':id'),
    ...screen(
      async () => (await loggedIn()).eventDetails(),
      'EventScreen',
      SCREEN_MESSAGES.eventDetails,
    ),
  },
  {
    path: paths.events.reports(':id'),
    ...screen(
      async () => (await loggedIn()).eventDetails(),
      'EventScreen',
      SCREEN_MESSAGES.eventDetails,
    ),
  },
  {
    path: paths.inbox,
    ...screen(async () => (await loggedIn()).inbox(), 'InboxScreen'),
  },
  {
    path: paths.account,
    ...screen(async () => (await loggedIn()).account(), 'AccountScreen'),
  },
  {
    path: paths.myData,
    ...screen(async () => (await loggedIn()).myData(), 'MyDataScreen'),
  },
  {
    path: paths.household,
    ...screen(async () => (await loggedIn()).household(), 'HouseholdScreen'),
  },
  {
    path: paths.householdAccept,
    ...screen(async () => (await loggedIn()).householdAccept(), 'AcceptInvitationScreen'),
  },
  {
    // What a phone's camera opens from a ticket: staff check in, anyone else is told why not.
    path: paths.events.ticket(':id', ':code'),
    ...screen(async () => (await loggedIn()).ticketLanding(), 'TicketScreen'),
  },
  {
    path: paths.racesClasses,
    ...screen(async () => (await loggedIn()).racesClasses(), 'RacesClassesScreen'),
  },
  {
    path: paths.classes,
    ...screen(async () => (await loggedIn()).classes(), 'ClassesScreen'),
  },
  {
    path: paths.professions,
    ...screen(async () => (await loggedIn()).professions(), 'ProfessionsScreen'),
  },
  {
    path: paths.languages,
    ...screen(async () => (await loggedIn()).languages(), 'LanguagesScreen'),
  },
  {
    path: paths.languageDocument(':languageId', ':documentId'),
    ...screen(async () => (await loggedIn()).languageDocument(), 'DocumentScreen'),
  },
  {
    path: paths.characters.create,
    ...screen(async () => (await loggedIn()).createCharacter(), 'CreateCharacterScreen'),
  },
  {
    path: '/character/:id',
    ...screen(
      async () => (await loggedIn()).characterDetails(),
      'CharacterDetailsScreen',
      SCREEN_MESSAGES.characterDetails,
    ),
  },
  {
    id: 'CharacterOverview',
    path: '/character/:id/overview',
    ...screen(
      async () => (await loggedIn()).characterDetails(),
      'CharacterDetailsScreen',
      SCREEN_MESSAGES.characterDetails,
    ),
  },
  {
    path: '/character/:id/background',
    ...screen(
      async () => (await loggedIn()).characterDetails(),
      'CharacterDetailsScreen',
      SCREEN_MESSAGES.characterDetails,
    ),
  },
  {
    path: paths.characters.inventory(':id'),
    ...screen(
      async () => (await loggedIn()).characterDetails(),
      'CharacterDetailsScreen',
      SCREEN_MESSAGES.characterDetails,
    ),
  },
  {
    // What a phone's camera opens from an item card: staff see the holder, anyone the piece.
    path: paths.items.details(':code'),
    ...screen(async () => (await loggedIn()).itemLanding(), 'ItemScreen'),
  },
  {
    path: '/character/:id/abilities',
    ...screen(
      async () => (await loggedIn()).assignAbilities(),
      'AssignAbilitiesScreen',
      SCREEN_MESSAGES.assignAbilities,
    ),
  },
];

/** Paper views: no app frame around them, only the page and its print button. */
const printRoutes: RouteObject[] = [
  {
    path: '/character/:id/print',
    ...screen(async () => (await loggedIn()).characterPrint(), 'CharacterPrintScreen'),
  },
  {
    path: paths.print.itemCardsRoute,
    ...screen(async () => (await loggedIn()).itemCards(), 'ItemCardsScreen'),
  },
  {
    element: <RouteGuardOutlet guard="user-manager" />,
    children: [
      {
        path: paths.print.characters,
        ...screen(async () => (await loggedIn()).printCharacters(), 'PrintCharactersScreen'),
      },
      {
        // Staff (admin, superadmin, bestyrelse: the same roles as canManageSignups).
        path: paths.events.lists(':id'),
        ...screen(async () => (await loggedIn()).eventLists(), 'EventListsScreen'),
      },
      {
        path: paths.events.envelopes(':id'),
        ...screen(async () => (await loggedIn()).envelopeSlips(), 'EnvelopeSlipsScreen'),
      },
    ],
  },
];

const rulesEditorRoutes: RouteObject[] = [
  {
    path: paths.manage.classProfessions,
    ...screen(
      async () => (await loggedIn()).manageClassProfessions(),
      'ManageClassProfessionsScreen',
    ),
  },
  {
    path: paths.manage.professionAbilities,
    ...screen(
      async () => (await loggedIn()).manageProfessionAbilities(),
      'ManageProfessionAbilitiesScreen',
    ),
  },
  {
    path: paths.manage.specialAbilities,
    ...screen(
      async () => (await loggedIn()).manageSpecialAbilities(),
      'ManageSpecialAbilitiesScreen',
    ),
  },
  {
    path: paths.manage.specialAbilitiesOverview,
    ...screen(
      async () => (await loggedIn()).specialAbilitiesOverview(),
      'SpecialAbilitiesOverviewScreen',
    ),
  },
  {
    path: paths.manage.abilities,
    ...screen(async () => (await loggedIn()).manageAbilities(), 'ManageAbilitiesScreen'),
  },
  {
    path: paths.manage.settings,
    ...screen(async () => (await loggedIn()).settings(), 'SettingsScreen'),
  },
  {
    path: paths.manage.itemTypes,
    ...screen(async () => (await loggedIn()).itemTypes(), 'CatalogueScreen'),
  },
  {
    path: paths.create.raceClass,
    ...screen(async () => (await loggedIn()).createRaceClass(), 'CreateRaceClassScreen'),
  },
  {
    path: paths.create.profession,
    ...screen(async () => (await loggedIn()).createProfession(), 'CreateProfessionScreen'),
  },
  {
    path: paths.create.ability,
    ...screen(async () => (await loggedIn()).createAbility(), 'CreateAbilityScreen'),
  },
  {
    path: paths.manage.rulesData,
    ...screen(async () => (await loggedIn()).rulesData(), 'RulesDataScreen'),
  },
  {
    path: paths.create.specialAbility,
    ...screen(async () => (await loggedIn()).createSpecialAbility(), 'CreateSpecialAbilityScreen'),
  },
];

/** The board plans the season (bestyrelse, superadmin: the rules editors). */
const eventPlannerRoutes: RouteObject[] = [
  {
    path: paths.events.create,
    ...screen(async () => (await loggedIn()).createEvent(), 'CreateEventScreen'),
  },
  {
    path: paths.events.edit(':id'),
    ...screen(async () => (await loggedIn()).editEvent(), 'EditEventScreen'),
  },
];

/** What waits for staff's review (the user managers and the board). */
const staffWorkRoutes: RouteObject[] = [
  {
    path: paths.staff.backgrounds,
    ...screen(async () => (await loggedIn()).staffBackgrounds(), 'StaffBackgroundsScreen'),
  },
  {
    path: paths.staff.reports,
    ...screen(async () => (await loggedIn()).staffReports(), 'StaffReportsScreen'),
  },
  {
    path: paths.staff.messages,
    ...screen(async () => (await loggedIn()).staffMessages(), 'StaffMessagesScreen'),
  },
];

const auditReaderRoutes: RouteObject[] = [
  {
    path: paths.manage.audit,
    ...screen(async () => (await loggedIn()).audit(), 'AuditScreen'),
  },
];

const userManagerRoutes: RouteObject[] = [
  {
    path: paths.events.checkIn(':id'),
    ...screen(async () => (await loggedIn()).checkIn(), 'CheckInScreen', SCREEN_MESSAGES.checkIn),
  },
  {
    path: paths.manage.users,
    ...screen(async () => (await loggedIn()).manageUsers(), 'ManageUsersScreen'),
  },
  {
    // Staff (admin, superadmin, bestyrelse: canMoveItems, the same roles as canManageUsers).
    path: paths.logistics.home,
    ...screen(async () => (await loggedIn()).logistics(), 'LogisticsScreen'),
  },
];

export function buildRoutes(): RouteObject[] {
  const baseName = basePath().replace(/^\/|\/$/g, '');
  return [
    {
      element: (
        <>
          <NewScreenAtTop />
          <Outlet />
        </>
      ),
      errorElement: <RouteError />,
      // Opening the app on a lazy screen: the parchment and a spinner until it arrives,
      // under the frame's top bar for a member (as the server's page already showed it).
      hydrateFallbackElement: <StartupShell frame={Boolean(getSession().user)} />,
      children: [
        { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
        // The old client answered its own base path inside the app with the login page.
        ...(baseName
          ? [{ path: `/${baseName}`, element: <Navigate to={paths.auth} replace /> }]
          : []),
        { path: paths.login, element: <Navigate to={paths.auth} replace /> },
        {
          element: <PublicLayout />,
          children: [
            {
              path: paths.about,
              // It waits for the whole catalogue by its own `messagesReady`.
              ...screen(
                () => import('../features/about/about-screen'),
                'AboutScreen',
                BEFORE_LOGIN,
              ),
            },
            { element: <RouteGuardOutlet guard="public-only" />, children: publicRoutes },
            // The link of the email-change mail works logged in or not; logged out, its
            // messages are not among the first screen's, so they load with it.
            {
              path: paths.confirmEmail,
              lazy: async () => {
                const [{ ConfirmEmailScreen }] = await Promise.all([
                  import('../features/account/confirm-email-screen'),
                  loadAllMessages(),
                ]);
                return { Component: ConfirmEmailScreen };
              },
            },
          ],
        },
        {
          // The query cache and the frame's messages load with the first screen behind the
          // login, not with /auth; each screen's own come with it (screen-messages.ts).
          lazy: async () => {
            const [{ QueryLayout }] = await Promise.all([
              import('./query-layout'),
              loadMessages(['frame']),
            ]);
            return { Component: QueryLayout };
          },
          children: [
            {
              element: <RouteGuardOutlet guard="logged-in" />,
              children: [
                ...printRoutes,
                {
                  element: <AppLayout />,
                  children: [
                    ...memberRoutes,
                    {
                      element: <RouteGuardOutlet guard="rules-editor" />,
                      children: rulesEditorRoutes,
                    },
                    {
                      element: <RouteGuardOutlet guard="rules-editor" />,
                      children: eventPlannerRoutes,
                    },
                    {
                      element: <RouteGuardOutlet guard="user-manager" />,
                      children: userManagerRoutes,
                    },
                    {
                      element: <RouteGuardOutlet guard="user-manager" />,
                      children: staffWorkRoutes,
                    },
                    {
                      element: <RouteGuardOutlet guard="audit-reader" />,
                      children: auditReaderRoutes,
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.auth} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: basePath().replace(/\/$/, '') || '/' });
}
