import { memberMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/**
 * Sent to the new address, in the language the member reads the app in: following the
 * link proves the member reads it.
 */
export function emailChangeMail(input: {
  to: string;
  name: string;
  link: string;
  validHours: number;
  language: string;
}): MailMessage {
  const base = { to: input.to, name: input.name, link: input.link };
  if (input.language === 'en') {
    return memberMail({
      ...base,
      language: 'en',
      subject: 'Confirm your new email address',
      half: {
        paragraphs: [
          `You asked to use this address for your account in the club app. Confirm it by opening the link below; it works for ${input.validHours} hours. If you did not ask for this, you can ignore this mail.`,
        ],
        linkLabel: 'Confirm the new address',
      },
    });
  }
  return memberMail({
    ...base,
    language: 'da',
    subject: 'Bekræft din nye e-mailadresse',
    half: {
      paragraphs: [
        `Du har bedt om at bruge denne adresse til din konto i klubbens app. Bekræft det ved at åbne linket herunder; det virker i ${input.validHours} timer. Har du ikke bedt om det, kan du se bort fra denne mail.`,
      ],
      linkLabel: 'Bekræft den nye adresse',
    },
  });
}
