import { XP_REASON_KEYS } from '@club/shared/contract/characters-constants';
import {
  EVENT_CHANGE_FIELDS,
  NOTIFICATION_TITLE_KEYS,
  type EventChangeField,
  type NotificationTitle,
} from '@club/shared/contract/notifications';
import { dateFormat } from '@club/shared/dates';
import { memberMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

type Params = NotificationTitle['params'];
type Language = 'da' | 'en';
const p = (params: Params, name: string) => String(params[name] ?? '');

/** XP the app awarded itself names its reason by key: said in the reader's language. */
function xpReason(x: Params, language: Language): string {
  const event = p(x, 'event');
  switch (x.reason_key) {
    case XP_REASON_KEYS.starting:
      return language === 'da' ? 'start-XP' : 'starting XP';
    case XP_REASON_KEYS.event:
      return language === 'da' ? `arrangementet ${event}` : `the event ${event}`;
    case XP_REASON_KEYS.eventCrew:
      return language === 'da' ? `crew på ${event}` : `crew at ${event}`;
    case XP_REASON_KEYS.report:
      return language === 'da'
        ? `efterspilsrapport fra ${event}`
        : `after-event report from ${event}`;
    default:
      return p(x, 'reason');
  }
}

/**
 * The mail's sentence for each title key, in each language. The web translates the same
 * keys for the inbox; the mail is written in the language the member reads the app in.
 */
const SENTENCES: Record<string, Record<Language, (x: Params) => string>> = {
  [NOTIFICATION_TITLE_KEYS.changeRequestApproved]: {
    da: (x) => `Din ændringsanmodning for ${p(x, 'character')} er godkendt.`,
    en: (x) => `Your change request for ${p(x, 'character')} was approved.`,
  },
  [NOTIFICATION_TITLE_KEYS.changeRequestDeclined]: {
    da: (x) => `Din ændringsanmodning for ${p(x, 'character')} er afvist.`,
    en: (x) => `Your change request for ${p(x, 'character')} was declined.`,
  },
  [NOTIFICATION_TITLE_KEYS.backgroundApproved]: {
    da: (x) => `Arrangørerne har godkendt baggrundshistorien for ${p(x, 'character')}.`,
    en: (x) => `The organizers approved the background of ${p(x, 'character')}.`,
  },
  [NOTIFICATION_TITLE_KEYS.backgroundChangesRequested]: {
    da: (x) => `Arrangørerne beder om ændringer i baggrundshistorien for ${p(x, 'character')}.`,
    en: (x) => `The organizers ask for changes to the background of ${p(x, 'character')}.`,
  },
  [NOTIFICATION_TITLE_KEYS.reportApproved]: {
    da: (x) => `Din efterspilsrapport fra ${p(x, 'event')} er godkendt.`,
    en: (x) => `Your after-event report from ${p(x, 'event')} was approved.`,
  },
  [NOTIFICATION_TITLE_KEYS.reportReturned]: {
    da: (x) => `Din efterspilsrapport fra ${p(x, 'event')} er sendt tilbage til dig.`,
    en: (x) => `Your after-event report from ${p(x, 'event')} was returned to you.`,
  },
  [NOTIFICATION_TITLE_KEYS.characterComment]: {
    da: (x) => `${p(x, 'author')} har skrevet en kommentar til ${p(x, 'character')}.`,
    en: (x) => `${p(x, 'author')} commented on ${p(x, 'character')}.`,
  },
  [NOTIFICATION_TITLE_KEYS.waitlistPromoted]: {
    da: (x) => `Du er rykket op fra ventelisten til ${p(x, 'event')}.`,
    en: (x) => `You moved up from the waitlist for ${p(x, 'event')}.`,
  },
  [NOTIFICATION_TITLE_KEYS.eventReminder]: {
    da: (x) => `Snart: ${p(x, 'event')}.`,
    en: (x) => `Coming up: ${p(x, 'event')}.`,
  },
  [NOTIFICATION_TITLE_KEYS.sheetNeedsReview]: {
    da: (x) =>
      `En regelændring betyder, at arket for ${p(x, 'character')} skal gennemgås af arrangørerne.`,
    en: (x) =>
      `A rules change puts the sheet of ${p(x, 'character')} under review by the organizers.`,
  },
  [NOTIFICATION_TITLE_KEYS.xpAwarded]: {
    da: (x) => `${p(x, 'character')} har fået ${p(x, 'amount')} XP (${xpReason(x, 'da')}).`,
    en: (x) => `${p(x, 'character')} received ${p(x, 'amount')} XP (${xpReason(x, 'en')}).`,
  },
  [NOTIFICATION_TITLE_KEYS.eventChanged]: {
    da: (x) => `${p(x, 'event')} er ændret.`,
    en: (x) => `${p(x, 'event')} has changed.`,
  },
  [NOTIFICATION_TITLE_KEYS.eventCancelled]: {
    da: (x) =>
      `${p(x, 'event')}, som skulle have begyndt ${dateFormat('da').dateTime(p(x, 'starts_at'))}, er aflyst. Har du betalt, får du pengene tilbage.`,
    en: (x) =>
      `${p(x, 'event')}, which was to start ${dateFormat('en').dateTime(p(x, 'starts_at'))}, is cancelled. If you have paid, you will get your money back.`,
  },
  [NOTIFICATION_TITLE_KEYS.eventMessage]: {
    da: (x) => `Arrangørerne af ${p(x, 'event')} skriver: ${p(x, 'subject')}`,
    en: (x) => `The organizers of ${p(x, 'event')} write: ${p(x, 'subject')}`,
  },
  [NOTIFICATION_TITLE_KEYS.organizerAnswer]: {
    da: (x) => `Arrangørerne har svaret på din besked om ${p(x, 'event')}.`,
    en: (x) => `The organizers answered your message about ${p(x, 'event')}.`,
  },
  [NOTIFICATION_TITLE_KEYS.itemReceived]: {
    da: (x) => `${p(x, 'character')} har fået ${p(x, 'what')} af arrangørerne.`,
    en: (x) => `${p(x, 'character')} received ${p(x, 'what')} from the organizers.`,
  },
  [NOTIFICATION_TITLE_KEYS.itemGift]: {
    da: (x) => `${p(x, 'from')} har givet ${p(x, 'character')} ${p(x, 'what')}.`,
    en: (x) => `${p(x, 'from')} gave ${p(x, 'character')} ${p(x, 'what')}.`,
  },
};

const FIELD_NAMES: Record<EventChangeField, Record<Language, string>> = {
  starts_at: { da: 'Start', en: 'Start' },
  ends_at: { da: 'Slut', en: 'End' },
  location: { da: 'Sted', en: 'Place' },
  price: { da: 'Pris', en: 'Price' },
};

/** One value of a change as the reader reads it: a time, a place, an amount. */
function changeValue(field: EventChangeField, value: string, language: Language): string {
  if (field === 'starts_at' || field === 'ends_at') return dateFormat(language).dateTime(value);
  if (field === 'price') return language === 'da' ? `${value} kr.` : `${value} DKK`;
  if (value === '') return language === 'da' ? '(intet sted)' : '(no place)';
  return value;
}

/**
 * "Start: fre. 14. maj 2027 kl. 18.00 → lør. 13. nov. 2027 kl. 18.00", one line per
 * field the notice says changed (its `…_from` and `…_to` parameters).
 */
export function changeLines(params: Params, language: Language): string[] {
  return EVENT_CHANGE_FIELDS.flatMap((field) => {
    const from = params[`${field}_from`];
    const to = params[`${field}_to`];
    if (from === undefined || to === undefined) return [];
    const name = FIELD_NAMES[field][language];
    return [
      `${name}: ${changeValue(field, String(from), language)} → ${changeValue(field, String(to), language)}`,
    ];
  });
}

const FALLBACK: Record<Language, string> = {
  da: 'Der er nyt til dig i klubbens app.',
  en: 'There is news for you in the club app.',
};

const WORDS = {
  da: { link: 'Se mere', footnote: 'Du kan slå disse mails fra under Min konto.' },
  en: { link: 'See more', footnote: 'You can turn these mails off under My account.' },
} as const;

export function notificationMail(input: {
  to: { name: string; email: string; language: string };
  title: NotificationTitle;
  /** What the notice says besides its title: a message, the organizer's comment. */
  body?: string | null;
  /** Absolute address of the thing the notification is about. */
  link: string;
}): MailMessage {
  const language: Language = input.to.language === 'en' ? 'en' : 'da';
  const sentence = SENTENCES[input.title.key];
  const first = sentence ? sentence[language](input.title.params) : FALLBACK[language];
  const paragraphs = [
    first,
    ...changeLines(input.title.params, language),
    ...(input.body ? [input.body] : []),
  ];
  return memberMail({
    to: input.to.email,
    name: input.to.name,
    language,
    subject: first.slice(0, 200),
    link: input.link,
    half: { paragraphs, linkLabel: WORDS[language].link, footnote: WORDS[language].footnote },
  });
}
