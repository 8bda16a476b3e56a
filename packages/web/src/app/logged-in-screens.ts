// The screens behind the login, each a chunk of its own, loaded when its route is first
// visited. A screen that shows parts of two features is composed in ./screens. The router reaches them through this module so that the first screen does not
// carry the list of their chunks (main.tsx fetches it early for a stored session).
export const appFrame = () => import('./shell/app-frame');
export const dashboard = () => import('./screens/dashboard-screen');
export const events = () => import('../features/events/events-screen');
export const eventDetails = () => import('./screens/event-screen');
export const createEvent = () => import('../features/events/create-event-screen');
export const editEvent = () => import('../features/events/edit-event-screen');
export const checkIn = () => import('./screens/check-in-screen');
export const ticketLanding = () => import('../features/events/ticket-screen');
export const eventLists = () => import('../features/events/event-lists-screen');
export const racesClasses = () => import('../features/races/races-classes-screen');
export const classes = () => import('../features/classes/classes-screen');
export const professions = () => import('../features/professions/professions-screen');
export const languages = () => import('../features/languages/languages-screen');
export const languageDocument = () => import('../features/languages/document-screen');
export const createCharacter = () => import('../features/characters/create-character-screen');
export const characterDetails = () => import('./screens/character-details-screen');
export const assignAbilities = () => import('./screens/assign-abilities-screen');
export const characterPrint = () => import('../features/characters/character-print-screen');
export const printCharacters = () => import('../features/characters/print-characters-screen');
export const manageClassProfessions = () =>
  import('../features/classes/manage-class-professions-screen');
export const manageProfessionAbilities = () =>
  import('../features/professions/manage-profession-abilities-screen');
export const manageSpecialAbilities = () =>
  import('../features/special-abilities/manage-special-abilities-screen');
export const specialAbilitiesOverview = () =>
  import('../features/special-abilities/special-abilities-overview-screen');
export const manageAbilities = () => import('../features/abilities/manage-abilities-screen');
export const settings = () => import('../features/settings/settings-screen');
export const createRaceClass = () => import('./screens/create-race-class-screen');
export const createProfession = () => import('../features/professions/create-profession-screen');
export const createAbility = () => import('../features/abilities/create-ability-screen');
export const rulesData = () => import('../features/audit/rules-data-screen');
export const createSpecialAbility = () =>
  import('../features/special-abilities/create-special-ability-screen');
export const audit = () => import('./screens/audit-screen');
export const manageUsers = () => import('./screens/manage-users-screen');
export const inbox = () => import('../features/notifications/inbox-screen');
export const account = () => import('./screens/account-screen');
export const myData = () => import('../features/account/my-data-screen');
export const household = () => import('../features/household/household-screen');
export const householdAccept = () => import('../features/household/accept-invitation-screen');
export const staffBackgrounds = () => import('../features/backgrounds/staff-backgrounds-screen');
export const staffReports = () => import('../features/reports/staff-reports-screen');
export const itemTypes = () => import('../features/inventory/catalogue-screen');
export const logistics = () => import('./screens/logistics-screen');
export const itemLanding = () => import('../features/inventory/item-screen');
export const itemCards = () => import('../features/inventory/item-cards-screen');
export const envelopeSlips = () => import('../features/inventory/envelope-slips-screen');
export const staffMessages = () => import('../features/events/staff-messages-screen');
