import { EVENT_TIME_ZONE } from '@club/shared/contract/events';
import { bilingualMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** An event's start as a Dane reads it, in Copenhagen time: "lørdag den 2. maj 2026 kl. 10.00". */
function danishTime(iso: string): string {
  return new Intl.DateTimeFormat('da-DK', {
    timeZone: EVENT_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
}

function englishTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export interface MailEvent {
  id: number;
  title: string;
  location: string;
  starts_at: string;
}

interface Recipient {
  email: string;
  name: string;
}

interface Payment {
  amountDue: number;
  reference: string;
  /** To whom (the club setting); null while the board has set none. */
  instructions: string | null;
}

/** An event mail: its paragraphs in each language, and the event's page. */
function compose(input: {
  to: Recipient;
  subject: { da: string; en: string };
  da: string[];
  en: string[];
  link: string;
}): MailMessage {
  return bilingualMail({
    to: input.to.email,
    name: input.to.name,
    subject: `${input.subject.da} / ${input.subject.en}`,
    link: input.link,
    da: { paragraphs: input.da, linkLabel: 'Se arrangementet' },
    en: { paragraphs: input.en, linkLabel: 'See the event' },
  });
}

function where(event: MailEvent): { da: string; en: string } {
  const place = event.location ? `, ${event.location}` : '';
  return {
    da: `${event.title} begynder ${danishTime(event.starts_at)}${place}.`,
    en: `${event.title} starts ${englishTime(event.starts_at)}${place}.`,
  };
}

function paymentLines(payment: Payment): { da: string[]; en: string[] } {
  if (payment.amountDue <= 0) return { da: [], en: [] };
  const toWhomDa = payment.instructions ? ` til ${payment.instructions}` : '';
  const toWhomEn = payment.instructions ? ` to ${payment.instructions}` : '';
  return {
    da: [
      `Betal ${payment.amountDue} kr.${toWhomDa}, og skriv ${payment.reference} i beskeden, så vi kan se, at det er din betaling.`,
    ],
    en: [
      `Please pay ${payment.amountDue} DKK${toWhomEn} and write ${payment.reference} in the message, so we can match your payment.`,
    ],
  };
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
  const time = where(input.event);
  if (input.status === 'waitlisted') {
    const place = input.waitlistPosition ?? 0;
    return compose({
      to: input.to,
      subject: {
        da: `Venteliste: ${input.event.title}`,
        en: `Waitlist: ${input.event.title}`,
      },
      da: [
        `${input.event.title} er fuldt booket, så du står som nummer ${place} på ventelisten. Vi skriver til dig, så snart der bliver en plads.`,
        time.da,
      ],
      en: [
        `${input.event.title} is full, so you are number ${place} on the waitlist. We will write to you as soon as a place frees up.`,
        time.en,
      ],
      link: input.link,
    });
  }
  const pay = paymentLines(input.payment);
  return compose({
    to: input.to,
    subject: {
      da: `Du er tilmeldt: ${input.event.title}`,
      en: `You are signed up: ${input.event.title}`,
    },
    da: [`Du er tilmeldt ${input.event.title}.`, time.da, ...pay.da],
    en: [`You are signed up for ${input.event.title}.`, time.en, ...pay.en],
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
  const time = where(input.event);
  const pay = paymentLines(input.payment);
  return compose({
    to: input.to,
    subject: {
      da: `Du har fået en plads: ${input.event.title}`,
      en: `You have a place: ${input.event.title}`,
    },
    da: [
      `Der er blevet en plads ledig, og du er rykket op fra ventelisten. Du er nu tilmeldt ${input.event.title}.`,
      time.da,
      ...pay.da,
    ],
    en: [
      `A place freed up and you moved up from the waitlist. You are now signed up for ${input.event.title}.`,
      time.en,
      ...pay.en,
    ],
    link: input.link,
  });
}

export function cancellationMail(input: {
  to: Recipient;
  event: MailEvent;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    subject: {
      da: `Aflyst: ${input.event.title}`,
      en: `Cancelled: ${input.event.title}`,
    },
    da: [
      `Vi må desværre aflyse ${input.event.title}, som skulle have begyndt ${danishTime(input.event.starts_at)}. Har du betalt, hører du fra bestyrelsen om tilbagebetaling.`,
    ],
    en: [
      `We are sorry to say that ${input.event.title}, which was to start ${englishTime(input.event.starts_at)}, is cancelled. If you have paid, the board will be in touch about a refund.`,
    ],
    link: input.link,
  });
}

export function reminderMail(input: {
  to: Recipient;
  event: MailEvent;
  payment: Payment & { paid: boolean };
  link: string;
}): MailMessage {
  const time = where(input.event);
  const pay = input.payment.paid ? { da: [], en: [] } : paymentLines(input.payment);
  return compose({
    to: input.to,
    subject: {
      da: `Snart: ${input.event.title}`,
      en: `Coming up: ${input.event.title}`,
    },
    da: [`Husk, at du er tilmeldt ${input.event.title}.`, time.da, ...pay.da],
    en: [`A reminder that you are signed up for ${input.event.title}.`, time.en, ...pay.en],
    link: input.link,
  });
}
