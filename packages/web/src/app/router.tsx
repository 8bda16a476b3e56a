import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { basePath } from '../lib/base-path';
import { RouteGuardOutlet } from './route-guard';
import { AppLayout } from './shell/app-layout';
import { PublicLayout } from './shell/public-layout';
import { RouteError } from './shell/route-error';

/** Each screen is its own chunk, loaded when its route is first visited. */
const screen = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
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
    path: paths.create.specialAbility,
    ...screen(
      () => import('../features/special-abilities/create-special-ability-screen'),
      'CreateSpecialAbilityScreen',
    ),
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
          element: <RouteGuardOutlet guard="logged-in" />,
          children: [
            {
              element: <AppLayout />,
              children: [
                ...memberRoutes,
                { element: <RouteGuardOutlet guard="rules-editor" />, children: rulesEditorRoutes },
                { element: <RouteGuardOutlet guard="user-manager" />, children: userManagerRoutes },
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
