import { bilingualMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** Sent to the new address: following the link proves the member reads it. */
export function emailChangeMail(input: {
  to: string;
  name: string;
  link: string;
  validHours: number;
}): MailMessage {
  return bilingualMail({
    to: input.to,
    name: input.name,
    subject: 'Bekræft din nye e-mailadresse / Confirm your new email address',
    link: input.link,
    da: {
      paragraphs: [
        `Du har bedt om at bruge denne adresse til din konto i klubbens app. Bekræft det ved at åbne linket herunder; det virker i ${input.validHours} timer. Har du ikke bedt om det, kan du se bort fra denne mail.`,
      ],
      linkLabel: 'Bekræft den nye adresse',
    },
    en: {
      paragraphs: [
        `You asked to use this address for your account in the club app. Confirm it by opening the link below; it works for ${input.validHours} hours. If you did not ask for this, you can ignore this mail.`,
      ],
      linkLabel: 'Confirm the new address',
    },
  });
}
