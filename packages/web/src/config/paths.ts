/** Every route of SPEC.md 2.1, built in one place. */
export const paths = {
  root: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  login: '/login',
  about: '/about',
  dashboard: '/dashboard',
  inbox: '/inbox',
  account: '/account',
  /** The member's own data, readable. */
  myData: '/account/my-data',
  confirmEmail: '/account/confirm-email',
  /** "Min husstand": the people the member is guardian of. */
  household: '/household',
  /** Where a second guardian's invitation link leads. */
  householdAccept: '/household/accept',
  racesClasses: '/races-classes',
  classes: '/classes',
  professions: '/professions',
  languages: '/languages',
  languageDocument: (languageId: number | string, documentId: number | string) =>
    `/languages/${languageId}/documents/${documentId}`,
  events: {
    list: '/events',
    create: '/events/new',
    details: (id: number | string) => `/events/${id}`,
    edit: (id: number | string) => `/events/${id}/edit`,
    reports: (id: number | string) => `/events/${id}/reports`,
    checkIn: (id: number | string) => `/events/${id}/check-in`,
    /** The address a ticket's QR code carries (after the app's base). */
    ticket: (id: number | string, code: string) => `/events/${id}/check-in/${code}`,
    lists: (id: number | string) => `/events/${id}/lists`,
    /** Every arriving character's envelope as slips to print (staff). */
    envelopes: (id: number | string) => `/events/${id}/envelopes`,
  },
  characters: {
    create: '/characters/create',
    details: (id: number | string) => `/character/${id}`,
    overview: (id: number | string) => `/character/${id}/overview`,
    abilities: (id: number | string) => `/character/${id}/abilities`,
    print: (id: number | string) => `/character/${id}/print`,
    background: (id: number | string) => `/character/${id}/background`,
    inventory: (id: number | string) => `/character/${id}/inventory`,
  },
  print: {
    characters: '/print/characters',
    /** The sheets of an event's confirmed players. */
    eventSheets: (eventId: number | string) => `/print/characters?event=${eventId}`,
    /** Cards of unique pieces, by their codes. */
    itemCards: (codes: readonly string[]) => `/print/item-cards?codes=${codes.join(',')}`,
    itemCardsRoute: '/print/item-cards',
  },
  /** The logistics desk (staff): find a character or a card, grant, take and move. */
  logistics: {
    home: '/logistics',
    character: (id: number | string) => `/logistics?character=${id}`,
  },
  items: {
    /** The address a card's QR code carries (after the app's base). */
    details: (code: string) => `/items/${code}`,
  },
  staff: {
    backgrounds: '/staff/backgrounds',
    reports: '/staff/reports',
    messages: '/staff/messages',
  },
  manage: {
    classProfessions: '/manage-class-professions',
    professionAbilities: '/manage-profession-abilities',
    specialAbilities: '/manage-special-abilities',
    specialAbilitiesOverview: '/manage-special-abilities-overview',
    abilities: '/manage-abilities',
    users: '/manage-users',
    audit: '/audit',
    rulesData: '/rules-data',
    settings: '/manage-settings',
    itemTypes: '/manage-item-types',
  },
  create: {
    raceClass: '/races-classes/create',
    profession: '/professions/create',
    ability: '/abilities/create',
    specialAbility: '/special-abilities/create',
  },
} as const;
