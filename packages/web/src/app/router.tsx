import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadAllMessages } from '../i18n/index';
import { basePath } from '../lib/base-path';
import { RouteGuardOutlet } from './route-guard';
import { AppLayout } from './shell/app-layout';
import { PublicLayout } from './shell/public-layout';
import { RouteError } from './shell/route-error';

/**
 * Each screen is its own chunk, loaded when its route is first visited. A screen whose
 * feature keeps its messages in a chunk of their own exports `messagesReady`, and the
 * route waits for it.
 */
const screen = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => ({
  lazy: async () => {
    const module = await load();
    if (module.messagesReady instanceof Promise) await module.messagesReady;
    return { Component: module[name] as React.ComponentType };
  },
});

const publicRoutes: RouteObject[] = [
  { path: paths.auth, ...screen(() => import('../features/auth/auth-screen'), 'AuthScreen') },
  {
    path: paths.forgotPassword,
    ...screen(() => import('../features/auth/forgot-password-screen'), 'ForgotPasswordScreen'),
  },
  {
    path: paths.resetPassword,
    ...screen(() => import('../features/auth/reset-password-screen'), 'ResetPasswordScreen'),
  },
];

const memberRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    ...screen(() => import('../features/characters/dashboard-screen'), 'DashboardScreen'),
  },
  {
    path: paths.racesClasses,
    ...screen(() => import('../features/races/races-classes-screen'), 'RacesClassesScreen'),
  },
  {
    path: paths.classes,
    ...screen(() => import('../features/classes/classes-screen'), 'ClassesScreen'),
  },
  {
    path: paths.professions,
    ...screen(() => import('../features/professions/professions-screen'), 'ProfessionsScreen'),
  },
  {
    path: paths.languages,
    ...screen(() => import('../features/languages/languages-screen'), 'LanguagesScreen'),
  },
  {
    path: paths.languageDocument(':languageId', ':documentId'),
    ...screen(() => import('../features/languages/document-screen'), 'DocumentScreen'),
  },
  {
    path: paths.characters.create,
    ...screen(
      () => import('../features/characters/create-character-screen'),
      'CreateCharacterScreen',
    ),
  },
  {
    path: '/character/:id',
    ...screen(
      () => import('../features/characters/character-details-screen'),
      'CharacterDetailsScreen',
    ),
  },
  {
    id: 'CharacterOverview',
    path: '/character/:id/overview',
    ...screen(
      () => import('../features/characters/character-details-screen'),
      'CharacterDetailsScreen',
    ),
  },
  {
    path: '/character/:id/abilities',
    ...screen(
      () => import('../features/characters/assign-abilities-screen'),
      'AssignAbilitiesScreen',
    ),
  },
];

/** Paper views: no app frame around them, only the page and its print button. */
const printRoutes: RouteObject[] = [
  {
    path: '/character/:id/print',
    ...screen(
      () => import('../features/characters/character-print-screen'),
      'CharacterPrintScreen',
    ),
  },
  {
    element: <RouteGuardOutlet guard="user-manager" />,
    children: [
      {
        path: paths.print.characters,
        ...screen(
          () => import('../features/characters/print-characters-screen'),
          'PrintCharactersScreen',
        ),
      },
    ],
  },
];

const rulesEditorRoutes: RouteObject[] = [
  {
    path: paths.manage.classProfessions,
    ...screen(
      () => import('../features/classes/manage-class-professions-screen'),
      'ManageClassProfessionsScreen',
    ),
  },
  {
    path: paths.manage.professionAbilities,
    ...screen(
      () => import('../features/professions/manage-profession-abilities-screen'),
      'ManageProfessionAbilitiesScreen',
    ),
  },
  {
    path: paths.manage.specialAbilities,
    ...screen(
      () => import('../features/special-abilities/manage-special-abilities-screen'),
      'ManageSpecialAbilitiesScreen',
    ),
  },
  {
    path: paths.manage.specialAbilitiesOverview,
    ...screen(
      () => import('../features/special-abilities/special-abilities-overview-screen'),
      'SpecialAbilitiesOverviewScreen',
    ),
  },
  {
    path: paths.manage.abilities,
    ...screen(
      () => import('../features/abilities/manage-abilities-screen'),
      'ManageAbilitiesScreen',
    ),
  },
  {
    path: paths.manage.settings,
    ...screen(() => import('../features/settings/settings-screen'), 'SettingsScreen'),
  },
  {
    path: paths.create.raceClass,
    ...screen(() => import('../features/races/create-race-class-screen'), 'CreateRaceClassScreen'),
  },
  {
    path: paths.create.profession,
    ...screen(
      () => import('../features/professions/create-profession-screen'),
      'CreateProfessionScreen',
    ),
  },
  {
    path: paths.create.ability,
    ...screen(() => import('../features/abilities/create-ability-screen'), 'CreateAbilityScreen'),
  },
  {
    path: paths.manage.rulesData,
    ...screen(() => import('../features/audit/rules-data-screen'), 'RulesDataScreen'),
  },
  {
    path: paths.create.specialAbility,
    ...screen(
      () => import('../features/special-abilities/create-special-ability-screen'),
      'CreateSpecialAbilityScreen',
    ),
  },
];

const auditReaderRoutes: RouteObject[] = [
  {
    path: paths.manage.audit,
    ...screen(() => import('../features/audit/audit-screen'), 'AuditScreen'),
  },
];

const userManagerRoutes: RouteObject[] = [
  {
    path: paths.manage.users,
    ...screen(() => import('../features/users/manage-users-screen'), 'ManageUsersScreen'),
  },
];

export function buildRoutes(): RouteObject[] {
  const baseName = basePath().replace(/^\/|\/$/g, '');
  return [
    {
      errorElement: <RouteError />,
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
              ...screen(() => import('../features/about/about-screen'), 'AboutScreen'),
            },
            { element: <RouteGuardOutlet guard="public-only" />, children: publicRoutes },
          ],
        },
        {
          // The query cache and the rest of the messages load with the first screen behind
          // the login, not with /auth.
          lazy: async () => {
            const [{ QueryLayout }] = await Promise.all([
              import('./query-layout'),
              loadAllMessages(),
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
                      element: <RouteGuardOutlet guard="user-manager" />,
                      children: userManagerRoutes,
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
