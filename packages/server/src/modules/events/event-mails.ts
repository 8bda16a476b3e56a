import { dateFormat } from '@club/shared/dates';
import { memberMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

export interface MailEvent {
  id: number;
  title: string;
  location: string;
  starts_at: string;
}

/** A member the mail is for, and the language they read the app in. */
export interface Recipient {
  email: string;
  name: string;
  language: string;
}

interface Payment {
  /** What is still to pay (the amount due less what the club holds). */
  amountOwed: number;
  reference: string;
  /** To whom (the club setting); null while the board has set none. */
  instructions: string | null;
}

type Language = 'da' | 'en';
const languageOf = (recipient: Recipient): Language => (recipient.language === 'en' ? 'en' : 'da');

/** An event mail in the member's language: its paragraphs and the event's page. */
function compose(input: {
  to: Recipient;
  subject: string;
  paragraphs: string[];
  link: string;
}): MailMessage {
  const language = languageOf(input.to);
  return memberMail({
    to: input.to.email,
    name: input.to.name,
    language,
    subject: input.subject,
    link: input.link,
    half: {
      paragraphs: input.paragraphs,
      linkLabel: language === 'da' ? 'Se arrangementet' : 'See the event',
    },
  });
}

/** "Slaget begynder fre. 14. maj 2027 kl. 18.00, Ravnemark Skov." */
function when(event: MailEvent, language: Language): string {
  const place = event.location ? `, ${event.location}` : '';
  const at = dateFormat(language).dateTime(event.starts_at);
  return language === 'da'
    ? `${event.title} begynder ${at}${place}.`
    : `${event.title} starts ${at}${place}.`;
}

/** What to pay, to whom and with which reference; nothing when nothing is owed. */
function paymentLines(payment: Payment, language: Language): string[] {
  if (payment.amountOwed <= 0) return [];
  const { amountOwed: amount, reference, instructions } = payment;
  if (language === 'en') {
    return instructions
      ? [
          `Please pay ${amount} DKK to ${instructions} and write ${reference} in the message, so we can match your payment.`,
        ]
      : [
          `You owe ${amount} DKK. The board will tell you how to pay; write ${reference} in the message when you do.`,
        ];
  }
  return instructions
    ? [
        `Betal ${amount} kr. til ${instructions}, og skriv ${reference} i beskeden, så vi kan se, at det er din betaling.`,
      ]
    : [
        `Du skal betale ${amount} kr. Bestyrelsen skriver, hvordan du betaler; skriv ${reference} i beskeden, når du gør.`,
      ];
}

/** The answer to a sign-up: a place, or a place on the waitlist. */
export function signupMail(input: {
  to: Recipient;
  event: MailEvent;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
  payment: Payment;
  link: string;
}): MailMessage {
  const language = languageOf(input.to);
  const { title } = input.event;
  const time = when(input.event, language);
  if (input.status === 'waitlisted') {
    const place = input.waitlistPosition ?? 0;
    return compose({
      to: input.to,
      subject: language === 'da' ? `Venteliste: ${title}` : `Waitlist: ${title}`,
      paragraphs:
        language === 'da'
          ? [
              `${title} er fuldt booket, så du står som nummer ${place} på ventelisten. Vi skriver til dig, så snart der bliver en plads.`,
              time,
            ]
          : [
              `${title} is full, so you are number ${place} on the waitlist. We will write to you as soon as a place frees up.`,
              time,
            ],
      link: input.link,
    });
  }
  return compose({
    to: input.to,
    subject: language === 'da' ? `Du er tilmeldt: ${title}` : `You are signed up: ${title}`,
    paragraphs: [
      language === 'da' ? `Du er tilmeldt ${title}.` : `You are signed up for ${title}.`,
      time,
      ...paymentLines(input.payment, language),
    ],
    link: input.link,
  });
}

/** One person of a family's sign-up: their name and whether they got a place. */
export interface FamilyPlace {
  name: string;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
}

/**
 * The answer to a family's sign-up, to the guardian who made it (the household's children
 * have no address of their own): each person and their place, the total for the places
 * they got, and the one payment with the family's reference.
 */
export function familySignupMail(input: {
  to: Recipient;
  event: MailEvent;
  places: FamilyPlace[];
  total: number;
  payment: Payment;
  link: string;
}): MailMessage {
  const language = languageOf(input.to);
  const { title } = input.event;
  const line = (place: FamilyPlace) => {
    if (place.status === 'confirmed') {
      return language === 'da' ? `${place.name}: har en plads.` : `${place.name}: has a place.`;
    }
    const number = place.waitlistPosition ?? 0;
    return language === 'da'
      ? `${place.name}: nummer ${number} på ventelisten og betaler først, når der bliver en plads.`
      : `${place.name}: number ${number} on the waitlist, to pay only once a place frees up.`;
  };
  const total =
    input.total > 0
      ? [language === 'da' ? `I alt: ${input.total} kr.` : `In all: ${input.total} DKK.`]
      : [];
  return compose({
    to: input.to,
    subject: language === 'da' ? `I er tilmeldt: ${title}` : `You are signed up: ${title}`,
    paragraphs: [
      language === 'da'
        ? `Du har tilmeldt ${input.places.length} til ${title}:`
        : `You signed up ${input.places.length} for ${title}:`,
      ...input.places.map(line),
      when(input.event, language),
      ...total,
      ...paymentLines(input.payment, language),
    ],
    link: input.link,
  });
}

/** A place freed up and the member moved from the waitlist to a confirmed place. */
export function promotionMail(input: {
  to: Recipient;
  event: MailEvent;
  payment: Payment;
  link: string;
}): MailMessage {
  const language = languageOf(input.to);
  const { title } = input.event;
  return compose({
    to: input.to,
    subject: language === 'da' ? `Du har fået en plads: ${title}` : `You have a place: ${title}`,
    paragraphs: [
      language === 'da'
        ? `Der er blevet en plads ledig, og du er rykket op fra ventelisten. Du er nu tilmeldt ${title}.`
        : `A place freed up and you moved up from the waitlist. You are now signed up for ${title}.`,
      when(input.event, language),
      ...paymentLines(input.payment, language),
    ],
    link: input.link,
  });
}

export function reminderMail(input: {
  to: Recipient;
  event: MailEvent;
  payment: Payment;
  link: string;
}): MailMessage {
  const language = languageOf(input.to);
  const { title } = input.event;
  return compose({
    to: input.to,
    subject: language === 'da' ? `Snart: ${title}` : `Coming up: ${title}`,
    paragraphs: [
      language === 'da'
        ? `Husk, at du er tilmeldt ${title}.`
        : `A reminder that you are signed up for ${title}.`,
      when(input.event, language),
      ...paymentLines(input.payment, language),
    ],
    link: input.link,
  });
}
