import type { MailMessage } from '../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sent to the new address: following the link proves the member reads it. */
export function emailChangeMail(input: {
  to: string;
  name: string;
  link: string;
  validHours: number;
}): MailMessage {
  const da = `Du har bedt om at bruge denne adresse til din konto i klubbens app. Bekræft det ved at åbne linket herunder; det virker i ${input.validHours} timer. Har du ikke bedt om det, kan du se bort fra denne mail.`;
  const en = `You asked to use this address for your account in the club app. Confirm it by opening the link below; it works for ${input.validHours} hours. If you did not ask for this, you can ignore this mail.`;
  const text = [
    `Hej ${input.name}`,
    '',
    da,
    '',
    input.link,
    '',
    '-----',
    '',
    `Hi ${input.name}`,
    '',
    en,
    '',
    input.link,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="da">
  <body style="font-family: sans-serif; line-height: 1.5">
    <p>Hej ${e(input.name)}</p>
    <p>${e(da)}</p>
    <p><a href="${e(input.link)}">Bekræft den nye adresse</a></p>
    <hr />
    <div lang="en">
      <p>Hi ${e(input.name)}</p>
      <p>${e(en)}</p>
      <p><a href="${e(input.link)}">Confirm the new address</a></p>
    </div>
  </body>
</html>
`;
  return {
    to: input.to,
    subject: 'Bekræft din nye e-mailadresse / Confirm your new email address',
    text,
    html,
  };
}
