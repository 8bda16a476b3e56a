import { bilingualMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** To someone a guardian asks to be a second guardian of a person in their household. */
export function guardianInvitationMail(input: {
  to: string;
  inviter: string;
  person: string;
  link: string;
  validDays: number;
}): MailMessage {
  return bilingualMail({
    to: input.to,
    name: '',
    subject: 'Invitation som forælder i klubbens app / Invitation as a guardian in the club app',
    link: input.link,
    da: {
      paragraphs: [
        `${input.inviter} har inviteret dig til at være forælder eller værge for ${input.person} i klubbens app. Så kan du tilmelde ${input.person} til arrangementer, give samtykke og se deres tilmeldinger.`,
        `Log ind (eller opret en konto) og åbn linket herunder; det virker i ${input.validDays} dage. Kender du ikke til det, kan du se bort fra denne mail.`,
      ],
      linkLabel: 'Tag imod invitationen',
    },
    en: {
      paragraphs: [
        `${input.inviter} has invited you to be a parent or guardian of ${input.person} in the club app. You can then sign ${input.person} up for events, give consent and see their sign-ups.`,
        `Log in (or create an account) and open the link below; it works for ${input.validDays} days. If this means nothing to you, you can ignore this mail.`,
      ],
      linkLabel: 'Accept the invitation',
    },
  });
}

/** To each guardian when a person of their household comes of age. */
export function comeOfAgeMail(input: {
  to: string;
  name: string;
  person: string;
  link: string;
}): MailMessage {
  return bilingualMail({
    to: input.to,
    name: input.name,
    subject: 'Din adgang som forælder er slut / Your access as a guardian has ended',
    link: input.link,
    da: {
      paragraphs: [
        `${input.person} er fyldt 18 år. Derfor kan du ikke længere handle som ${input.person} i klubbens app, og ${input.person} står ikke længere i din husstand. ${input.person}s roller, tilmeldinger og historik er stadig ${input.person}s egne.`,
      ],
      linkLabel: 'Åbn Min husstand',
    },
    en: {
      paragraphs: [
        `${input.person} has turned 18. You can therefore no longer act as ${input.person} in the club app, and ${input.person} is no longer in your household. ${input.person}'s characters, sign-ups and history remain their own.`,
      ],
      linkLabel: 'Open My household',
    },
  });
}

/** To the person a guardian gives a login of their own: they choose a password. */
export function loginInvitationMail(input: {
  to: string;
  name: string;
  guardian: string;
  link: string;
  validDays: number;
}): MailMessage {
  return bilingualMail({
    to: input.to,
    name: input.name,
    subject: 'Dit eget login til klubbens app / Your own login to the club app',
    link: input.link,
    da: {
      paragraphs: [
        `${input.guardian} giver dig dit eget login til klubbens app. Dine roller, tilmeldinger og historik følger med. Vælg en adgangskode ved at åbne linket herunder; det virker i ${input.validDays} dage.`,
      ],
      linkLabel: 'Vælg din adgangskode',
    },
    en: {
      paragraphs: [
        `${input.guardian} is giving you your own login to the club app. Your characters, sign-ups and history come with it. Choose a password by opening the link below; it works for ${input.validDays} days.`,
      ],
      linkLabel: 'Choose your password',
    },
  });
}
