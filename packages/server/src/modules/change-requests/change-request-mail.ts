import { memberMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/**
 * The answer to a change request, with staff's reason when they gave one, in the language
 * the member reads the app in.
 */
export function changeRequestAnswerMail(input: {
  to: string;
  name: string;
  language: string;
  characterName: string;
  approved: boolean;
  reason: string | null;
  link: string;
}): MailMessage {
  const { characterName: character, approved, reason } = input;
  const base = { to: input.to, name: input.name, link: input.link };
  if (input.language === 'en') {
    return memberMail({
      ...base,
      language: 'en',
      subject: `Change request ${approved ? 'approved' : 'declined'}: ${character}`,
      half: {
        paragraphs: [
          approved
            ? `Your change request for ${character} was approved. The character's sheet is open, so you can rebuild it and lock it again.`
            : `Your change request for ${character} was declined.`,
          ...(reason ? [`Reason: ${reason}`] : []),
        ],
        linkLabel: 'See the character',
      },
    });
  }
  return memberMail({
    ...base,
    language: 'da',
    subject: `Ændringsanmodning ${approved ? 'godkendt' : 'afvist'}: ${character}`,
    half: {
      paragraphs: [
        approved
          ? `Din ændringsanmodning for ${character} er godkendt. Figurens ark er åbnet, så du kan bygge den om og låse den igen.`
          : `Din ændringsanmodning for ${character} er afvist.`,
        ...(reason ? [`Begrundelse: ${reason}`] : []),
      ],
      linkLabel: 'Se figuren',
    },
  });
}
