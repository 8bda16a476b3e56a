import { bilingualMail, memberMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

interface LinkMail {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
  /** The language the member reads the app in. */
  language: string;
}

/** How long a link works, in Danish and English: days, hours or minutes. */
function validity(minutes: number): { da: string; en: string } {
  const days = minutes / (24 * 60);
  if (Number.isInteger(days) && days > 1) return { da: `${days} dage`, en: `${days} days` };
  const hours = minutes / 60;
  if (Number.isInteger(hours)) {
    return hours === 1
      ? { da: '1 time', en: '1 hour' }
      : { da: `${hours} timer`, en: `${hours} hours` };
  }
  return { da: `${minutes} minutter`, en: `${minutes} minutes` };
}

/**
 * The invitation to a new account: a link to choose a password. Nobody has read the app in
 * this account yet, so it says it in Danish and English.
 */
export function invitationMail(input: LinkMail): MailMessage {
  const { da, en } = validity(input.validMinutes);
  return bilingualMail({
    to: input.to,
    name: input.name,
    subject: 'Din konto i klubbens app / Your account in the club app',
    link: input.link,
    da: {
      paragraphs: [
        'Bestyrelsen har oprettet en konto til dig i klubbens app. Åbn linket herunder for at vælge din adgangskode:',
      ],
      linkLabel: 'Vælg adgangskode',
      after: [
        `Linket virker i ${da} og kan kun bruges én gang. Log derefter ind med denne mailadresse.`,
      ],
    },
    en: {
      paragraphs: [
        "The board has created an account for you in the club's app. Open the link below to choose your password:",
      ],
      linkLabel: 'Choose password',
      after: [`The link works for ${en} and only once. Then log in with this email address.`],
    },
  });
}

/** The reset mail: a link to choose a new password, in the member's language. */
export function resetPasswordMail(input: LinkMail): MailMessage {
  const valid = validity(input.validMinutes);
  const base = { to: input.to, name: input.name, link: input.link };
  if (input.language === 'en') {
    return memberMail({
      ...base,
      language: 'en',
      subject: 'Reset your password',
      half: {
        paragraphs: [
          'We received a request to reset the password of your account. Open the link below to choose a new one:',
        ],
        linkLabel: 'Reset password',
        after: [
          `The link works for ${valid.en} and only once. If you did not ask for a new password, you can ignore this mail.`,
        ],
      },
    });
  }
  return memberMail({
    ...base,
    language: 'da',
    subject: 'Nulstil din adgangskode',
    half: {
      paragraphs: [
        'Vi har fået en anmodning om at nulstille adgangskoden til din konto. Åbn linket herunder for at vælge en ny:',
      ],
      linkLabel: 'Nulstil adgangskode',
      after: [
        `Linket virker i ${valid.da} og kan kun bruges én gang. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail.`,
      ],
    },
  });
}
