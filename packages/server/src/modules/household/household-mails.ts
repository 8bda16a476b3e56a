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
