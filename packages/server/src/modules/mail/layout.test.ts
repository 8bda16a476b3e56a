import { describe, expect, it } from 'vitest';
import { bilingualMail } from './layout';

const mail = () =>
  bilingualMail({
    to: 'member@example.com',
    name: 'Åse <b>',
    subject: 'Emne / Subject',
    link: 'https://club.example/x?a=1&b=2',
    da: { paragraphs: ['Første "afsnit".', 'Andet.'], linkLabel: 'Se den', after: ['Efter.'] },
    en: { paragraphs: ['First paragraph.'], linkLabel: 'See it', footnote: 'Turn it off.' },
  });

describe('the mail layout', () => {
  it('says the Danish half first, then the English, each with its paragraphs, link and last words', () => {
    expect(mail().text).toBe(
      [
        'Hej Åse <b>',
        '',
        'Første "afsnit".',
        '',
        'Andet.',
        '',
        'https://club.example/x?a=1&b=2',
        '',
        'Efter.',
        '',
        '-----',
        '',
        'Hi Åse <b>',
        '',
        'First paragraph.',
        '',
        'https://club.example/x?a=1&b=2',
        '',
        'Turn it off.',
        '',
      ].join('\n'),
    );
    expect(mail()).toMatchObject({ to: 'member@example.com', subject: 'Emne / Subject' });
  });

  it('escapes every text it puts into the HTML part, and marks the English half as English', () => {
    const { html } = mail();
    expect(html).not.toContain('<b>');
    expect(html).toContain('<p>Hej Åse &#60;b&#62;</p>');
    expect(html).toContain('<p style="white-space: pre-line">Første &#34;afsnit&#34;.</p>');
    expect(html).toContain('<a href="https://club.example/x?a=1&#38;b=2">Se den</a>');
    expect(html).toContain('<p style="color: #555">Turn it off.</p>');
    expect(html.indexOf('<div lang="en">')).toBeGreaterThan(html.indexOf('Efter.'));
  });
});
