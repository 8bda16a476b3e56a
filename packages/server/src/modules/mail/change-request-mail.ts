import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The answer to a change request: Danish first, English below, as the reset mail. */
export function changeRequestAnswerMail(input: {
  to: string;
  name: string;
  characterName: string;
  approved: boolean;
  reason: string | null;
  link: string;
}): MailMessage {
  const da = input.approved
    ? `Din ændringsanmodning for ${input.characterName} er godkendt. Figurens ark er åbnet, så du kan bygge den om og låse den igen.`
    : `Din ændringsanmodning for ${input.characterName} er afvist.`;
  const en = input.approved
    ? `Your change request for ${input.characterName} was approved. The character's sheet is open, so you can rebuild it and lock it again.`
    : `Your change request for ${input.characterName} was declined.`;
  const reasonDa = input.reason ? `Begrundelse: ${input.reason}` : '';
  const reasonEn = input.reason ? `Reason: ${input.reason}` : '';

  const text = [
    `Hej ${input.name}`,
    '',
    da,
    ...(reasonDa ? ['', reasonDa] : []),
    '',
    input.link,
    '',
    '-----',
    '',
    `Hi ${input.name}`,
    '',
    en,
    ...(reasonEn ? ['', reasonEn] : []),
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
    ${reasonDa ? `<p>${e(reasonDa)}</p>` : ''}
    <p><a href="${e(input.link)}">Se figuren</a></p>
    <hr />
    <div lang="en">
      <p>Hi ${e(input.name)}</p>
      <p>${e(en)}</p>
      ${reasonEn ? `<p>${e(reasonEn)}</p>` : ''}
      <p><a href="${e(input.link)}">See the character</a></p>
    </div>
  </body>
</html>
`;
  const verdictDa = input.approved ? 'godkendt' : 'afvist';
  const verdictEn = input.approved ? 'approved' : 'declined';
  return {
    to: input.to,
    subject: `Ændringsanmodning ${verdictDa} / Change request ${verdictEn}: ${input.characterName}`,
    text,
    html,
  };
}
