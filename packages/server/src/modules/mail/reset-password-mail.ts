import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reset mail: Danish first, English below, as plain text and simple HTML. */
export function resetPasswordMail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const hours = input.validMinutes / 60;
  const da = Number.isInteger(hours)
    ? hours === 1
      ? '1 time'
      : `${hours} timer`
    : `${input.validMinutes} minutter`;
  const en = Number.isInteger(hours)
    ? hours === 1
      ? '1 hour'
      : `${hours} hours`
    : `${input.validMinutes} minutes`;

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
