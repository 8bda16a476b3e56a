/**
 * The small Markdown subset an in-game document may use, parsed into a tree that is
 * rendered as React elements (never as HTML):
 *
 * - paragraphs, separated by a blank line; a single line break stays a line break;
 * - headings: `# `, `## `, `### ` at the start of a line;
 * - lists: `- `, `* ` or `+ ` items, and numbered `1. ` or `1) ` items;
 * - emphasis: `*em*` or `_em_`, strong: `**strong**` or `__strong__`;
 * - a backslash keeps the next character as it is: `\*` is a star.
 *
 * Everything else, `<script>` and every other tag included, is text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] };

const HEADING = /^ {0,3}(#{1,3})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const ESCAPABLE = /[\\*_#\-+.()[\]`>!]/;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

/** Where the `marker` opened at `from` closes, or -1. */
function closingIndex(text: string, marker: string, from: number): number {
  const single = marker.length === 1;
  for (
    let found = text.indexOf(marker, from + marker.length);
    found >= 0;
    found = text.indexOf(marker, found + 1)
  ) {
    const inner = text.slice(from + marker.length, found);
    if (!inner || /^\s|\s$/.test(inner)) continue;
    if (text[found - 1] === '\\') continue;
    // A single star never closes on a star of a double one.
    if (single && (text[found + 1] === marker || text[found - 1] === marker)) continue;
    // An underscore followed by a letter is inside a word (snake_case), not a closing one.
    if (marker.startsWith('_') && isWordCharacter(text[found + marker.length])) continue;
    return found;
  }
  return -1;
}

/** Emphasis, strong text and escapes of one line. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const character = text[i]!;
    if (character === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) {
      pushText(out, text[i + 1]!);
      i += 2;
      continue;
    }
    if (character === '*' || character === '_') {
      const canOpen = character === '*' || !isWordCharacter(text[i - 1]);
      const markers = text[i + 1] === character ? [character + character, character] : [character];
      let matched = false;
      for (const marker of canOpen ? markers : []) {
        const end = closingIndex(text, marker, i);
        if (end < 0) continue;
        const children = parseInline(text.slice(i + marker.length, end));
        out.push({ kind: marker.length === 2 ? 'strong' : 'em', children });
        i = end + marker.length;
        matched = true;
        break;
      }
      if (!matched) {
        pushText(out, character);
        i += 1;
      }
      continue;
    }
    pushText(out, character);
    i += 1;
  }
  return out;
}

/** Lines of one paragraph, kept apart by line breaks. */
function paragraphInlines(lines: string[]): Inline[] {
  const out: Inline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) out.push({ kind: 'break' });
    for (const inline of parseInline(line.trim())) {
      if (inline.kind === 'text') pushText(out, inline.text);
      else out.push(inline);
    }
  });
  return out;
}

/** The blocks of a document body. */
export function parseDocument(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: 'paragraph', children: paragraphInlines(paragraph) });
      paragraph = [];
    }
    if (list) {
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInline(item.trim())),
      });
      list = null;
    }
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = paragraph.length === 0 ? BULLET.exec(line) : null;
    const numbered = paragraph.length === 0 ? NUMBERED.exec(line) : null;
    if (bullet || numbered) {
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flush();
      if (!list) list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push(numbered ? numbered[2]! : bullet![1]!);
      continue;
    }
    if (list) {
      // An indented line continues the last item; any other line ends the list.
      if (/^\s/.test(line)) {
        list.items[list.items.length - 1] += ` ${line.trim()}`;
        continue;
      }
      flush();
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The plain words of a tree, for labels and tests. */
export function inlineText(inlines: Inline[]): string {
  return inlines
    .map((inline) =>
      inline.kind === 'text'
        ? inline.text
        : inline.kind === 'break'
          ? '\n'
          : inlineText(inline.children),
    )
    .join('');
}

/**
 * The text of a marked-up body as it reads without formatting, for places that show plain
 * text only (a calendar's description): headings and paragraphs on lines of their own,
 * list items after "- " or their number.
 */
export function plainText(source: string): string {
  return parseDocument(source)
    .map((block) => {
      if (block.kind !== 'list') return inlineText(block.children);
      return block.items
        .map((item, index) =>
          block.ordered ? `${block.start + index}. ${inlineText(item)}` : `- ${inlineText(item)}`,
        )
        .join('\n');
    })
    .join('\n\n');
}
