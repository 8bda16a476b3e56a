import type {
  ColumnType,
  Generated,
  Insertable,
  Kysely,
  Selectable,
  Transaction,
  Updateable,
} from 'kysely';

/**
 * The database as Kysely sees it. Flags are integers 0/1 (SPEC speaks of 0 and 1);
 * timestamps are ISO-8601 UTC strings, which sort and compare as text on both engines.
 */

type Id = Generated<number>;
type Timestamp = ColumnType<string, string | undefined, string>;

export interface UserTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  role: string;
  conflict_allowed: Generated<number>;
  token_version: Generated<number>;
  /** 1, or 0 for a deactivated account: it cannot log in, its characters stay. */
  active: Generated<number>;
  /** Set when the member deleted the account: the row stays as a nameless tombstone. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'da' | 'en': the language the member reads the app and their mails in. */
  language: Generated<string>;
  /** `YYYY-MM-DD`, or null: shown only to the person, their guardians and staff. */
  birth_date: string | null;
  /** 0 for a person a guardian added, who cannot log in until given a login of their own. */
  own_login: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who is guardian of whom, and the phone number the guardian gave the organizers. */
export interface GuardianshipTable {
  id: Id;
  guardian_id: number;
  person_id: number;
  phone: string | null;
  created_at: string;
  /** When the guardian's access ended (the person came of age, or they stepped back). */
  ended_at: string | null;
}

/** One decision on a person's participation in or photos at an event (the latest holds). */
export interface ConsentTable {
  id: Id;
  person_id: number;
  event_id: number;
  /** 'participation' | 'photo'. */
  kind: string;
  /** 'given' | 'refused' | 'withdrawn'. */
  decision: string;
  /** The text the decider was shown and agreed to (or refused). */
  text: string;
  language: string;
  decided_by: number | null;
  decided_at: string;
}

/** An invitation to be a second guardian ('guardian') or to take over one's own login ('login'). */
export interface HouseholdInvitationTable {
  id: Id;
  person_id: number;
  kind: string;
  email: string;
  token_hash: string;
  invited_by: number | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Club settings the board changes in the app, by key. */
export interface SettingTable {
  key: string;
  value: string | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface PasswordResetTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
}

export interface RaceTable {
  id: Id;
  name: string;
  /** One of the race's folk ("Dværg"); '' when not written (the name is shown then). */
  singular_name: Generated<string>;
  description: string;
  image_path: string | null;
  base_hits: number;
  base_mana: number;
}

export interface ClassTable {
  id: Id;
  name: string;
  description: string;
  conflict: number;
  additional_professions: number;
}

export interface RaceClassTable {
  race_id: number;
  class_id: number;
}

export interface ProfessionTable {
  id: Id;
  name: string;
  description: string;
  requirements: string;
  notes: string;
  characteristics: string;
  sort_order: number;
}

export interface ClassProfessionTable {
  class_id: number;
  profession_id: number;
  mandatory: number;
  sort_order: number;
}

export interface AbilityTable {
  id: Id;
  name: string;
  effect: string;
  xpcost: number;
  bonus_hits: number;
  type: string;
  bonus_kp: number;
  bonus_rp: number;
  bonus_mp: number;
  duration: string;
  rite: string;
  cost_mana: number;
  requirement: string;
  note: string;
  has_special_ability: number;
}

export interface ProfessionAbilityTable {
  profession_id: number;
  ability_id: number;
  order_learned: number;
}

export interface SpecialAbilityTable {
  id: Id;
  name: string;
  effect: string;
  ingredients: string;
  duration: string;
  mana_cost: number;
  type: string;
  requirement: string;
  note: string;
  link: string;
}

export interface AbilitySpecialAbilityTable {
  ability_id: number;
  special_ability_id: number;
  sort_order: number;
}

export interface LanguageTable {
  id: Id;
  name: string;
  sample_text: string;
  /** An external link (e.g. a file-sharing host) used instead of an uploaded font. */
  link: string | null;
  font_data: Buffer | null;
  font_filename: string | null;
  font_credit: string | null;
  updated_at: Timestamp;
}

export interface LanguageDocumentTable {
  id: Id;
  language_id: number;
  title: string;
  body: string;
  staff_note: string;
  visible: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CharacterTable {
  id: Id;
  user_id: number;
  name: string;
  race_id: number;
  class_id: number;
  description: string;
  avatar_path: string;
  is_active: number;
  allow_update: number;
  arrangor_ability_1: string | null;
  arrangor_ability_2: string | null;
  arrangor_ability_3: string | null;
  arrangor_ability_4: string | null;
  arrangor_ability_5: string | null;
  arrangor_ability_6: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CharacterProfessionTable {
  character_id: number;
  profession_id: number;
  position: number;
}

export interface CharacterAbilityTable {
  id: Id;
  character_id: number;
  profession_id: number;
  ability_id: number;
  special_ability_id: number | null;
  is_unlocked: number;
}

export interface XpAwardTable {
  id: Id;
  character_id: number;
  amount: number;
  /** Staff's own words, or for a keyed reason its Danish text. */
  reason: string;
  /** A message key (XP_REASON_KEYS) when the app wrote the row itself; null for staff's text. */
  reason_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON object of the key's parameters. */
  reason_params: ColumnType<string | null, string | null | undefined, string | null>;
  awarded_by: number | null;
  created_at: Timestamp;
}

export interface CharacterReviewTable {
  character_id: number;
  /** JSON: the reason keys (needs-review's reasonFingerprint) staff accepted. */
  accepted_reasons: string;
  note: string;
  accepted_by: number | null;
  accepted_at: string;
}

export interface ChangeRequestTable {
  id: Id;
  character_id: number;
  user_id: number;
  message: string;
  /** 'open' | 'approved' | 'declined'. */
  status: Generated<string>;
  reason: string | null;
  answered_by: number | null;
  answered_at: string | null;
  created_at: Timestamp;
}

export interface UploadTable {
  id: Id;
  path: string;
  user_id: number;
  content_type: string;
  data: Buffer;
  created_at: Timestamp;
  /** When a character last took or let go of it; null until one does. */
  touched_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A picture of the rules data (a race's image), served under UPLOAD_PATH_PREFIX. */
export interface RulesImageTable {
  id: Id;
  path: string;
  content_type: string;
  data: Buffer;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  /** The person of the actor's household the change was made for (acting as), else null. */
  on_behalf_of_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
}

/** The one row GET /api/health rewrites to prove the database takes writes. */
export interface HealthCheckTable {
  id: number;
  checked_at: string;
}

/** Failed logins per email address within the current window, and the lock they led to. */
export interface LoginFailureTable {
  email: string;
  /** The client address the failures came from (the request's IP, through TRUST_PROXY). */
  client: ColumnType<string, string | undefined, string>;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

/** Requests of one client to one rate-limited route in the current window (PostgreSQL). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  /** Milliseconds since the epoch, by the database's clock. */
  expires_at: number;
}

/** A running server's heartbeat: a restore refuses while one is fresh. */
export interface ServerInstanceTable {
  id: string;
  host: string;
  pid: number;
  started_at: string;
  seen_at: string;
}

/** Runtime markers, e.g. `data_generation`, which every restore bumps. */
export interface MetaTable {
  key: string;
  value: string;
}

/** An event of the season; capacity, price and XP per role (player, crew). */
export interface EventTable {
  id: Id;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  signup_opens_at: string | null;
  signup_closes_at: string | null;
  /** 'draft' | 'published' | 'cancelled' | 'settled'. */
  status: string;
  capacity_player: number;
  capacity_crew: number;
  price_player: number;
  price_crew: number;
  xp_player: number;
  xp_crew: number;
  /** XP for an approved after-event report. */
  xp_report: Generated<number>;
  settled_at: string | null;
  settled_by: number | null;
  /** When the retention sweep erased its sign-ups' diets, allergies and contacts. */
  personal_data_erased_at: string | null;
  /** The youngest age allowed on the event's first day, or null for no limit. */
  min_age: number | null;
  /** 1: someone under 18 comes only with one of their guardians signed up too. */
  guardian_required: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member's sign-up for an event; the waitlist is the 'waitlisted' rows in id order. */
export interface EventSignupTable {
  id: Id;
  event_id: number;
  /** Null for a guest without an account (decision 032): `guest_name` says who. */
  user_id: number | null;
  /** A guest's name and phone as staff took them at the gate; erased with the other personal data. */
  guest_name: string | null;
  guest_phone: string | null;
  /** The key a phone gave a walk-in it queued: the same walk-in sent twice is one sign-up. */
  walk_in_key: string | null;
  /** 'player' | 'crew'. */
  role: string;
  /** 'confirmed' | 'waitlisted' | 'withdrawn' (cancelled while the club holds money). */
  status: string;
  character_id: number | null;
  diet: string;
  allergies: string;
  emergency_name: string | null;
  emergency_phone: string | null;
  photo_consent: number;
  note: string;
  /** The role's price when the member signed up; what was paid is in event_payments. */
  amount_due: number;
  payment_note: string | null;
  ticket_code: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  /** Set by the one server that claimed the reminder mail. */
  reminder_sent_at: string | null;
  /** The first sign-up of a family paid as one (its reference is the family's), or null. */
  family_of: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Money received (positive) or refunded (negative) for a sign-up. */
export interface EventPaymentTable {
  id: Id;
  signup_id: number;
  amount: number;
  note: string;
  recorded_by: number | null;
  created_at: string;
}

/** What staff wrote to an event's participants. */
export interface EventMessageTable {
  id: Id;
  event_id: number;
  author_id: number | null;
  /** MESSAGE_AUDIENCES. */
  audience: string;
  subject: string;
  body: string;
  recipients: number;
  created_at: string;
}

/** A member's thread with the organizers about a sign-up. */
export interface SignupMessageTable {
  id: Id;
  signup_id: number;
  author_id: number | null;
  from_staff: number;
  body: string;
  created_at: string;
}

/** What a member usually writes when signing up. */
export interface MemberEventDefaultsTable {
  user_id: number;
  diet: string;
  allergies: string;
  emergency_name: string | null;
  emergency_phone: string | null;
  updated_at: string;
}

/** A member's private calendar address (the token is the whole secret of the feed). */
export interface CalendarTokenTable {
  user_id: number;
  token: string;
  created_at: string;
}

/** A character's background; a character without a row has an empty draft. */
export interface CharacterBackgroundTable {
  character_id: number;
  text: string;
  /** 'draft' | 'submitted' | 'changes_requested' | 'approved'. */
  status: string;
  review_comment: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CharacterCommentTable {
  id: Id;
  character_id: number;
  author_id: number | null;
  author_is_staff: number;
  text: string;
  staff_only: number;
  created_at: string;
}

export interface EventReportTable {
  id: Id;
  event_id: number;
  signup_id: number;
  user_id: number | null;
  character_id: number | null;
  text: string;
  /** 'submitted' | 'approved' | 'returned'. */
  status: string;
  review_comment: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  xp_awarded: number | null;
  created_at: string;
  updated_at: string;
}

/** A member's report of an event while it is being written (one per member and event). */
export interface ReportDraftTable {
  user_id: number;
  event_id: number;
  text: string;
  updated_at: string;
}

export interface NotificationTable {
  id: Id;
  user_id: number;
  kind: string;
  title_key: string;
  /** JSON object of the title's parameters. */
  title_params: string;
  link: string;
  /** Text the notice carries besides its title (a message, an organizer's comment). */
  body: ColumnType<string | null, string | null | undefined, string | null>;
  mail_pending: number;
  created_at: string;
  read_at: string | null;
}

/** A notification kind the member turned on or off for mail. */
export interface MailPreferenceTable {
  user_id: number;
  kind: string;
  mail: number;
}

export interface EmailChangeTable {
  id: Id;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The board's catalogue of things characters can carry. */
export interface ItemTypeTable {
  id: Id;
  name: string;
  description: string;
  /** 'currency' | 'resource' | 'item'. */
  kind: string;
  /** 1: each piece has its own row in `items` and one holder; 0: counted. */
  is_unique: number;
  unit: string;
  visible_to_players: number;
  special_ability_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A piece of a unique type; its holder is the receiver of its newest ledger row. */
export interface ItemTable {
  id: Id;
  code: string;
  item_type_id: number;
  created_by: number | null;
  created_at: Timestamp;
  /** Crafted pieces: the maker, the event it was made at, its recipe and how long it keeps. */
  made_by_character_id: ColumnType<number | null, number | null | undefined, number | null>;
  made_at_event_id: ColumnType<number | null, number | null | undefined, number | null>;
  recipe_special_ability_id: ColumnType<number | null, number | null | undefined, number | null>;
  keeps_events: ColumnType<number | null, number | null | undefined, number | null>;
  craft_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A special ability's recipe (its lines are `recipe_lines`). */
export interface RecipeTable {
  special_ability_id: number;
  /** Events after the one it was made at that the product keeps; null: it keeps. */
  keeps_events: number | null;
  updated_by: number | null;
  updated_at: string;
}

export interface RecipeLineTable {
  special_ability_id: number;
  /** 'in' (an ingredient) | 'out' (a product). */
  direction: string;
  position: number;
  item_type_id: number;
  quantity: number;
}

/** One craft: who made what how many times, where, and the answer it gave. */
export interface CraftTable {
  id: Id;
  character_id: number | null;
  special_ability_id: number | null;
  times: number;
  event_id: number | null;
  mana_spent: number;
  actor_id: number | null;
  reason: string;
  idempotency_key: string | null;
  response: string;
  created_at: string;
}

/**
 * The ledger: every change of what a holder has. Holders are a kind ('bank' | 'character' |
 * 'used', where crafted ingredients and used pieces go | 'workshop', where products come from)
 * and, for a character, its id (null once the character is deleted).
 */
export interface ItemTransferTable {
  id: Id;
  item_type_id: number;
  item_id: number | null;
  quantity: number;
  from_kind: string;
  from_character_id: number | null;
  to_kind: string;
  to_character_id: number | null;
  /** contract/inventory TRANSFER_CAUSES. */
  cause: string;
  reason: string;
  actor_id: number | null;
  event_id: number | null;
  created_at: Timestamp;
}

/** One rule of an event's envelope: whom it is for (its lines are `envelope_lines`). */
export interface EnvelopeRuleTable {
  id: Id;
  event_id: number;
  position: number;
  /** 'all' | 'class' | 'profession' | 'ability' | 'special_ability' | 'character'. */
  target_kind: string;
  target_id: number | null;
}

export interface EnvelopeLineTable {
  rule_id: number;
  position: number;
  item_type_id: number;
  quantity: number;
}

/** At check-out a character keeps at most `keep` of the type. */
export interface EnvelopeHandBackTable {
  event_id: number;
  item_type_id: number;
  position: number;
  keep: number;
}

/** An envelope handed out ('grant') or back ('hand_back'): once per character and event. */
export interface EnvelopeDeliveryTable {
  event_id: number;
  character_id: number;
  step: string;
  signup_id: number | null;
  actor_id: number | null;
  created_at: string;
}

export interface Database {
  users: UserTable;
  guardianships: GuardianshipTable;
  household_invitations: HouseholdInvitationTable;
  consents: ConsentTable;
  password_resets: PasswordResetTable;
  settings: SettingTable;
  races: RaceTable;
  classes: ClassTable;
  race_classes: RaceClassTable;
  professions: ProfessionTable;
  class_professions: ClassProfessionTable;
  abilities: AbilityTable;
  profession_abilities: ProfessionAbilityTable;
  special_abilities: SpecialAbilityTable;
  ability_special_abilities: AbilitySpecialAbilityTable;
  languages: LanguageTable;
  language_documents: LanguageDocumentTable;
  characters: CharacterTable;
  character_professions: CharacterProfessionTable;
  character_abilities: CharacterAbilityTable;
  xp_awards: XpAwardTable;
  character_reviews: CharacterReviewTable;
  change_requests: ChangeRequestTable;
  uploads: UploadTable;
  rules_images: RulesImageTable;
  audit_log: AuditLogTable;
  health_checks: HealthCheckTable;
  login_failures: LoginFailureTable;
  server_instances: ServerInstanceTable;
  meta: MetaTable;
  rate_limit_hits: RateLimitHitTable;
  events: EventTable;
  event_signups: EventSignupTable;
  event_payments: EventPaymentTable;
  event_messages: EventMessageTable;
  signup_messages: SignupMessageTable;
  member_event_defaults: MemberEventDefaultsTable;
  calendar_tokens: CalendarTokenTable;
  character_backgrounds: CharacterBackgroundTable;
  character_comments: CharacterCommentTable;
  event_reports: EventReportTable;
  report_drafts: ReportDraftTable;
  notifications: NotificationTable;
  mail_preferences: MailPreferenceTable;
  email_changes: EmailChangeTable;
  item_types: ItemTypeTable;
  items: ItemTable;
  recipes: RecipeTable;
  recipe_lines: RecipeLineTable;
  crafts: CraftTable;
  item_transfers: ItemTransferTable;
  envelope_rules: EnvelopeRuleTable;
  envelope_lines: EnvelopeLineTable;
  envelope_hand_backs: EnvelopeHandBackTable;
  envelope_deliveries: EnvelopeDeliveryTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type RaceRow = Selectable<RaceTable>;
export type ClassRow = Selectable<ClassTable>;
export type ProfessionRow = Selectable<ProfessionTable>;
export type AbilityRow = Selectable<AbilityTable>;
export type NewAbility = Insertable<AbilityTable>;
export type SpecialAbilityRow = Selectable<SpecialAbilityTable>;
export type LanguageRow = Selectable<LanguageTable>;
export type LanguageDocumentRow = Selectable<LanguageDocumentTable>;
export type NewLanguageDocument = Insertable<LanguageDocumentTable>;
export type LanguageDocumentUpdate = Updateable<LanguageDocumentTable>;
export type CharacterRow = Selectable<CharacterTable>;
export type NewCharacter = Insertable<CharacterTable>;
export type CharacterUpdate = Updateable<CharacterTable>;
export type CharacterAbilityRow = Selectable<CharacterAbilityTable>;
export type XpAwardRow = Selectable<XpAwardTable>;
export type EventRow = Selectable<EventTable>;
export type NewEvent = Insertable<EventTable>;
export type EventUpdateRow = Updateable<EventTable>;
export type EventSignupRow = Selectable<EventSignupTable>;
export type NewEventSignup = Insertable<EventSignupTable>;
export type EventSignupUpdate = Updateable<EventSignupTable>;
export type CharacterBackgroundRow = Selectable<CharacterBackgroundTable>;
export type CharacterCommentRow = Selectable<CharacterCommentTable>;
export type EventReportRow = Selectable<EventReportTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;
export type ItemTypeRow = Selectable<ItemTypeTable>;
export type NewItemType = Insertable<ItemTypeTable>;
export type ItemTypeUpdateRow = Updateable<ItemTypeTable>;
export type ItemRow = Selectable<ItemTable>;
export type ItemTransferRow = Selectable<ItemTransferTable>;
export type NewItemTransfer = Insertable<ItemTransferTable>;

/** The database or a transaction on it: what a query helper runs on. */
export type Db = Kysely<Database> | Transaction<Database>;
