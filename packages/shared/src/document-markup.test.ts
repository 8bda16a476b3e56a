import { describe, expect, it } from 'vitest';
import { inlineText, parseDocument, parseInline, plainText, type Block } from './document-markup';

/** The words of a heading or paragraph. */
function wordsOf(block: Block | undefined): string {
  if (!block || block.kind === 'list') throw new Error('Not a heading or paragraph');
  return inlineText(block.children);
}

describe('parseDocument', () => {
  it('keeps plain text as paragraphs, with single line breaks inside them', () => {
    expect(parseDocument('Kære ven,\nkom straks.\r\n\r\n\nDin bror')).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Kære ven,' },
          { kind: 'break' },
          { kind: 'text', text: 'kom straks.' },
        ],
      },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Din bror' }] },
    ]);
  });

  it('reads three levels of headings and no more', () => {
    const blocks = parseDocument('# Et\n## To\n### Tre ###\n#### Fire\n#Intet mellemrum');
    expect(blocks.slice(0, 3)).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Et' }] },
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'To' }] },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Tre' }] },
    ]);
    expect(blocks[3]).toMatchObject({ kind: 'paragraph' });
    expect(wordsOf(blocks[3])).toBe('#### Fire\n#Intet mellemrum');
  });

  it('reads bulleted and numbered lists, with the first number kept', () => {
    expect(
      parseDocument('- sølv\n* urter\n+ en fange\n\n3. tårnet\n4) ravnen\n   og kronen'),
    ).toEqual([
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ kind: 'text', text: 'sølv' }],
          [{ kind: 'text', text: 'urter' }],
          [{ kind: 'text', text: 'en fange' }],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [[{ kind: 'text', text: 'tårnet' }], [{ kind: 'text', text: 'ravnen og kronen' }]],
      },
    ]);
  });

  it('does not turn a line inside a paragraph into a list item', () => {
    const blocks = parseDocument('Vi bringer\n- intet');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ kind: 'paragraph' });
  });

  it('keeps tags as text', () => {
    const blocks = parseDocument('<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>');
    expect(blocks.map(wordsOf)).toEqual([
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
    ]);
  });
});

describe('parseInline', () => {
  it('reads emphasis and strong text, nested', () => {
    expect(parseInline('*mod nord* ved **den _tredje_ søjle**')).toEqual([
      { kind: 'em', children: [{ kind: 'text', text: 'mod nord' }] },
      { kind: 'text', text: ' ved ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'den ' },
          { kind: 'em', children: [{ kind: 'text', text: 'tredje' }] },
          { kind: 'text', text: ' søjle' },
        ],
      },
    ]);
    expect(parseInline('*a **b** c*')).toEqual([
      {
        kind: 'em',
        children: [
          { kind: 'text', text: 'a ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
          { kind: 'text', text: ' c' },
        ],
      },
    ]);
  });

  it('leaves unmatched, spaced, escaped and in-word markers as text', () => {
    for (const text of [
      '2 * 3 = 6',
      '* ikke *',
      'en *stjerne',
      'snake_case_navn',
      '\\*ikke fremhævet\\*',
      '**',
    ]) {
      const parsed = parseInline(text);
      expect(
        parsed.every((inline) => inline.kind === 'text'),
        text,
      ).toBe(true);
    }
    expect(inlineText(parseInline('\\*ikke fremhævet\\*'))).toBe('*ikke fremhævet*');
    expect(inlineText(parseInline('snake_case_navn'))).toBe('snake_case_navn');
  });
});

describe('plainText', () => {
  it('drops the marks and keeps the words, lines and list items', () => {
    expect(plainText('# Praktisk\n\n**Kost** er med.\n\n- Telt\n- Sovepose')).toBe(
      'Praktisk\n\nKost er med.\n\n- Telt\n- Sovepose',
    );
  });
});
