import { bilingualMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** The answer to a change request, with staff's reason when they gave one. */
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
  const verdictDa = input.approved ? 'godkendt' : 'afvist';
  const verdictEn = input.approved ? 'approved' : 'declined';
  return bilingualMail({
    to: input.to,
    name: input.name,
    subject: `Ændringsanmodning ${verdictDa} / Change request ${verdictEn}: ${input.characterName}`,
    link: input.link,
    da: {
      paragraphs: [da, ...(input.reason ? [`Begrundelse: ${input.reason}`] : [])],
      linkLabel: 'Se figuren',
    },
    en: {
      paragraphs: [en, ...(input.reason ? [`Reason: ${input.reason}`] : [])],
      linkLabel: 'See the character',
    },
  });
}
