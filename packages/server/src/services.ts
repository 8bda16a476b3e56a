import type { Config } from './config';
import { systemClock, type Clock } from './clock';
import type { DbHandle } from './db/connect';
import { createAccountService, type AccountService } from './modules/account/account.service';
import { createAuditService, type AuditService } from './modules/audit/audit.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import {
  createPasswordResetService,
  type PasswordResetService,
} from './modules/auth/password-reset.service';
import { createSessionLookup, type SessionLookup } from './modules/auth/session-lookup';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import {
  createBackgroundsService,
  type BackgroundsService,
} from './modules/backgrounds/backgrounds.service';
import {
  createChangeRequestsService,
  type ChangeRequestsService,
} from './modules/change-requests/change-requests.service';
import {
  createCharactersService,
  openSheet,
  type CharactersService,
} from './modules/characters/characters.service';
import { createXpLedger } from './modules/characters/xp-ledger';
import {
  createDocumentsService,
  type DocumentsService,
} from './modules/documents/documents.service';
import { createCalendarService, type CalendarService } from './modules/events/calendar.service';
import {
  createEventRemindersService,
  type EventRemindersService,
} from './modules/events/event-reminders.service';
import {
  createEventRetentionService,
  type EventRetentionService,
} from './modules/events/event-retention.service';
import { eventsCacheFor, STAFF_LIST_TABLES, type EventsCache } from './modules/events/events-cache';
import { createEventsService, type EventsService } from './modules/events/events.service';
import { listPricedEventsAhead } from './modules/events/events.repository';
import { createConsentsService, type ConsentsService } from './modules/household/consents.service';
import {
  createHouseholdService,
  notYourPerson,
  type HouseholdService,
} from './modules/household/household.service';
import {
  createLanguagesService,
  type LanguagesService,
} from './modules/languages/languages.service';
import { createCraftingService, type CraftingService } from './modules/crafting/crafting.service';
import {
  createEnvelopesService,
  type EnvelopesService,
} from './modules/inventory/envelopes.service';
import {
  createInventoryService,
  type InventoryService,
} from './modules/inventory/inventory.service';
import {
  createItemTypesService,
  type ItemTypesService,
} from './modules/inventory/item-types.service';
import { createMailer, type MailLog, type Mailer } from './modules/mail/mailer';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service';
import { createPrintService, type PrintService } from './modules/print/print.service';
import { createReportsService, type ReportsService } from './modules/reports/reports.service';
import { createReviewService, type ReviewService } from './modules/review/review.service';
import { createAbilitiesService, type AbilitiesService } from './modules/rules/abilities.service';
import { createClassesService, type ClassesService } from './modules/rules/classes.service';
import {
  createProfessionsService,
  type ProfessionsService,
} from './modules/rules/professions.service';
import { createRacesService, type RacesService } from './modules/rules/races.service';
import { rulesCacheFor, type RulesCache } from './modules/rules/rules-cache';
import {
  createRulesFileService,
  type RulesFileService,
} from './modules/rules-file/rules-file.service';
import { createRulesWrites } from './modules/rules/rules-write';
import {
  createSpecialAbilitiesService,
  type SpecialAbilitiesService,
} from './modules/rules/special-abilities.service';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import {
  createStaffWorkService,
  type StaffWorkService,
} from './modules/staff-work/staff-work.service';
import { createUploadsService, type UploadsService } from './modules/uploads/uploads.service';
import { createUsersService, type UsersService } from './modules/users/users.service';

/**
 * The composition root: the one place where the server is wired. Every service is a
 * factory that takes what it needs as one object; this file builds each once, in an order
 * where what a service needs exists before it, and hands one area's capability to another
 * (a sheet opened by a review, a notice written by a change request, a picture stored by a
 * rules import, XP written by settling) instead of the areas importing each other.
 *
 * The app (app.ts) builds it once and decorates itself with it (`app.services`); routes and
 * background jobs take what they use from there. The command line builds it the same way.
 */

export interface ServicesDeps {
  /** The open database: its queries, and for the session lookup its write watcher. */
  handle: DbHandle;
  config: Config;
  /** Where the mailer writes what it delivered, and what failed (the app's log). */
  log: MailLog;
  /** The time, for the command line's `--now` and tests; the system clock by default. */
  clock?: Clock;
}

/** Every service of the server, built once (`buildServices`). */
export interface Services {
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  /** The user behind a session, read on every authenticated request. */
  sessions: SessionLookup;
  rulesCache: RulesCache;
  eventsCache: EventsCache;
  audit: AuditService;
  settings: SettingsService;
  notifications: NotificationsService;
  uploads: UploadsService;
  review: ReviewService;
  auth: AuthService;
  passwordResets: PasswordResetService;
  users: UsersService;
  account: AccountService;
  /** Households: guardians, the people they act as, invitations. */
  household: HouseholdService;
  /** Participation and photo consents per person and event. */
  consents: ConsentsService;
  races: RacesService;
  classes: ClassesService;
  professions: ProfessionsService;
  abilities: AbilitiesService;
  specialAbilities: SpecialAbilitiesService;
  languages: LanguagesService;
  rulesFile: RulesFileService;
  documents: DocumentsService;
  characters: CharactersService;
  changeRequests: ChangeRequestsService;
  print: PrintService;
  backgrounds: BackgroundsService;
  events: EventsService;
  eventReminders: EventRemindersService;
  eventRetention: EventRetentionService;
  calendar: CalendarService;
  reports: ReportsService;
  staffWork: StaffWorkService;
  itemTypes: ItemTypesService;
  inventory: InventoryService;
  envelopes: EnvelopesService;
  crafting: CraftingService;
  /** Waits for mails still being delivered, then lets the mailer go. */
  close: () => Promise<void>;
}

export function buildServices({
  handle,
  config,
  log,
  clock = systemClock,
}: ServicesDeps): Services {
  const { db } = handle;
  const { publicUrl } = config;

  // What several areas share: one mailer, the token keys, the caches of this database.
  const mailer = createMailer({ config, log });
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
  });
  const rulesCache = rulesCacheFor(db);
  const eventsCache = eventsCacheFor(db);
  // Staff's sign-up lists show what other areas write (names, reviews): kept only where
  // this process makes every write, and dropped on each write to what they show.
  eventsCache.keepStaffLists = handle.engine === 'sqlite';
  handle.writes.onWriteTo(STAFF_LIST_TABLES, () => eventsCache.dropStaffLists());

  // Areas the others build on.
  const audit = createAuditService({ db });
  const settings = createSettingsService({
    db,
    rulesUrl: config.rulesUrl,
    eventDataRetentionDays: config.eventDataRetentionDays,
    pricedEventsAhead: listPricedEventsAhead,
  });
  const notifications = createNotificationsService({ db, mailer, publicUrl });
  const { notify, wantsMail } = notifications;
  const uploads = createUploadsService({ db, graceHours: config.uploadGraceHours, clock });
  const xpLedger = createXpLedger({ notify });
  const review = createReviewService({ db, rulesMemo: rulesCache, openSheet });

  // Accounts.
  const sessions = createSessionLookup({ handle, clock });
  const auth = createAuthService({ db, tokens });
  const passwordResets = createPasswordResetService({ db, mailer, publicUrl, log });
  const users = createUsersService({ db, links: passwordResets });

  // Rules data: every write goes through one RulesWrites (impact, dry run, audit, cache).
  const writes = createRulesWrites({
    db,
    rulesCache,
    watchImpact: review.watchImpact,
    notify,
  });
  const rules = { db, rulesCache, writes };
  const races = createRacesService({ ...rules, images: uploads.rulesImages });
  const classes = createClassesService(rules);
  const professions = createProfessionsService(rules);
  const abilities = createAbilitiesService(rules);
  const specialAbilities = createSpecialAbilitiesService(rules);
  const languages = createLanguagesService(rules);
  const rulesFile = createRulesFileService({ db, writes, images: uploads.rulesImages });
  const documents = createDocumentsService({ db });

  // Characters and what happens to them.
  const changeRequests = createChangeRequestsService({
    db,
    mailer,
    publicUrl,
    notify,
    wantsMail,
    openSheet,
  });
  const characters = createCharactersService({
    db,
    startingXp: config.startingXp,
    reviewReasons: review.openReasons,
    latestChangeRequests: changeRequests.latestOf,
    touchUploads: uploads.touch,
    xpLedger,
  });
  const print = createPrintService({
    db,
    reviewReasons: review.openReasons,
    latestChangeRequests: changeRequests.latestOf,
  });
  const backgrounds = createBackgroundsService({ db, notify });

  // What characters carry: the catalogue, the ledger, and the envelope at the gate.
  const itemTypes = createItemTypesService({ db });
  const inventory = createInventoryService({ db, notify });
  const envelopes = createEnvelopesService({ db });
  const crafting = createCraftingService({
    db,
    craftingCostsMana: settings.craftingCostsMana,
    clock,
  });

  // Households: who may act for whom. The last guardian of a person without a login
  // deletes their account as the person would (account, built below; called later).
  const household = createHouseholdService({
    db,
    mailer,
    publicUrl,
    erase: (personId) => account.eraseAccount(personId),
    ages: settings.householdAges,
  });

  // The season: events, sign-ups, reports.
  const paymentInstructions = settings.paymentInstructions;
  const events = createEventsService({
    db,
    mailer,
    publicUrl,
    eventsCache,
    notify,
    wantsMail,
    reviewReasons: review.openReasons,
    rulesVersion: () => rulesCache.version,
    awardXp: xpLedger.award,
    paymentInstructions,
    gate: { arrived: envelopes.grant, departed: envelopes.handBack },
    mayActAs: household.mayActAs,
    notYourPerson,
  });
  const eventReminders = createEventRemindersService({
    db,
    mailer,
    publicUrl,
    reminderDays: config.eventReminderDays,
    notify,
    wantsMail,
    paymentInstructions,
    clock,
  });
  const eventRetention = createEventRetentionService({
    db,
    retentionDays: config.eventDataRetentionDays,
    clock,
  });
  const calendar = createCalendarService({ db, publicUrl });
  const reports = createReportsService({ db, notify, awardXp: xpLedger.award });

  // The member's own account and staff's overview reach into the areas above.
  const account = createAccountService({
    db,
    mailer,
    publicUrl,
    tokens,
    preferences: notifications.preferences,
    places: { release: events.releasePlaces, released: events.placesReleased },
    holdings: { exportOf: inventory.exportOf, releaseToBank: inventory.releaseToBank },
  });
  const consents = createConsentsService({ db, ages: settings.householdAges });
  const staffWork = createStaffWorkService({ db, reviewReasons: () => review.openReasons() });

  return {
    clock,
    mailer,
    tokens,
    sessions,
    rulesCache,
    eventsCache,
    audit,
    settings,
    notifications,
    uploads,
    review,
    auth,
    passwordResets,
    users,
    account,
    household,
    consents,
    races,
    classes,
    professions,
    abilities,
    specialAbilities,
    languages,
    rulesFile,
    documents,
    characters,
    changeRequests,
    print,
    backgrounds,
    events,
    eventReminders,
    eventRetention,
    calendar,
    reports,
    staffWork,
    itemTypes,
    inventory,
    envelopes,
    crafting,
    close: () => mailer.close(),
  };
}
