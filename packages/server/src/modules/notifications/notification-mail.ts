import {
  NOTIFICATION_TITLE_KEYS,
  type NotificationTitle,
} from '@club/shared/contract/notifications';
import { bilingualMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

type Params = NotificationTitle['params'];
const p = (params: Params, name: string) => String(params[name] ?? '');

/**
 * The mail's sentence for each title key, Danish and English. The web translates the same
 * keys for the inbox; a mail cannot know its reader's language, so it carries both, as the
 * other mails do.
 */
const SENTENCES: Record<string, { da: (x: Params) => string; en: (x: Params) => string }> = {
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
    da: (x) => `${p(x, 'character')} har fået ${p(x, 'amount')} XP (${p(x, 'reason')}).`,
    en: (x) => `${p(x, 'character')} received ${p(x, 'amount')} XP (${p(x, 'reason')}).`,
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

export function notificationMail(input: {
  to: { name: string; email: string };
  title: NotificationTitle;
  /** Absolute address of the thing the notification is about. */
  link: string;
}): MailMessage {
  const sentence = SENTENCES[input.title.key];
  const da = sentence ? sentence.da(input.title.params) : 'Der er nyt til dig i klubbens app.';
  const en = sentence ? sentence.en(input.title.params) : 'There is news for you in the club app.';
  return bilingualMail({
    to: input.to.email,
    name: input.to.name,
    subject: `${da} / ${en}`.slice(0, 200),
    link: input.link,
    da: {
      paragraphs: [da],
      linkLabel: 'Se mere',
      footnote: 'Du kan slå disse mails fra under Min konto.',
    },
    en: {
      paragraphs: [en],
      linkLabel: 'See more',
      footnote: 'You can turn these mails off under My account.',
    },
  });
}
