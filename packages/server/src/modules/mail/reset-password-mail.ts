import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface LinkMail {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
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

/** The invitation to a new account: a link to choose a password, Danish first. */
export function invitationMail(input: LinkMail): MailMessage {
  const { da, en } = validity(input.validMinutes);
  const text = [
    `Hej ${input.name}`,
    '',
    'Bestyrelsen har oprettet en konto til dig i klubbens app. Åbn linket herunder for at vælge din adgangskode:',
    '',
    input.link,
    '',
    `Linket virker i ${da} og kan kun bruges én gang. Log derefter ind med denne mailadresse.`,
    '',
    '-----',
    '',
    `Hi ${input.name}`,
    '',
    "The board has created an account for you in the club's app. Open the link below to choose your password:",
    '',
    input.link,
    '',
    `The link works for ${en} and only once. Then log in with this email address.`,
    '',
  ].join('\n');

  const name = escapeHtml(input.name);
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="da">
  <body style="font-family: sans-serif; line-height: 1.5">
    <p>Hej ${name}</p>
    <p>Bestyrelsen har oprettet en konto til dig i klubbens app. Åbn linket herunder for at vælge din adgangskode:</p>
    <p><a href="${link}">Vælg adgangskode</a></p>
    <p>Linket virker i ${da} og kan kun bruges én gang. Log derefter ind med denne mailadresse.</p>
    <hr />
    <div lang="en">
      <p>Hi ${name}</p>
      <p>The board has created an account for you in the club's app. Open the link below to choose your password:</p>
      <p><a href="${link}">Choose password</a></p>
      <p>The link works for ${en} and only once. Then log in with this email address.</p>
    </div>
  </body>
</html>
`;
  return {
    to: input.to,
    subject: 'Din konto i klubbens app / Your account in the club app',
    text,
    html,
  };
}

/** The reset mail: Danish first, English below, as plain text and simple HTML. */
export function resetPasswordMail(input: LinkMail): MailMessage {
  const { da, en } = validity(input.validMinutes);

  const text = [
    `Hej ${input.name}`,
    '',
    'Vi har fået en anmodning om at nulstille adgangskoden til din konto. Åbn linket herunder for at vælge en ny:',
    '',
    input.link,
    '',
    `Linket virker i ${da} og kan kun bruges én gang. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail.`,
    '',
    '-----',
    '',
    `Hi ${input.name}`,
    '',
    'We received a request to reset the password of your account. Open the link below to choose a new one:',
    '',
    input.link,
    '',
    `The link works for ${en} and only once. If you did not ask for a new password, you can ignore this mail.`,
    '',
  ].join('\n');

  const name = escapeHtml(input.name);
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="da">
  <body style="font-family: sans-serif; line-height: 1.5">
    <p>Hej ${name}</p>
    <p>Vi har fået en anmodning om at nulstille adgangskoden til din konto. Åbn linket herunder for at vælge en ny:</p>
    <p><a href="${link}">Nulstil adgangskode</a></p>
    <p>Linket virker i ${da} og kan kun bruges én gang. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail.</p>
    <hr />
    <div lang="en">
      <p>Hi ${name}</p>
      <p>We received a request to reset the password of your account. Open the link below to choose a new one:</p>
      <p><a href="${link}">Reset password</a></p>
      <p>The link works for ${en} and only once. If you did not ask for a new password, you can ignore this mail.</p>
    </div>
  </body>
</html>
`;

  return { to: input.to, subject: 'Nulstil din adgangskode / Reset your password', text, html };
}
