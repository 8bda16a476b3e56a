import { Fragment, type ReactNode } from 'react';
import { parseDocument, type Block, type Inline } from '@club/shared/document-markup';
import classes from './document-body.module.css';

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        // A string child: React sets it as text, so `<script>` stays the letters it is.
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInlines(inline.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInlines(inline.children)}</em>;
    }
  });
}

/** The heading elements below the document's own title (an h1 or h2). */
const HEADINGS = {
  1: { 1: 'h2', 2: 'h3', 3: 'h4' },
  2: { 1: 'h3', 2: 'h4', 3: 'h5' },
} as const;

function renderBlock(block: Block, index: number, titleLevel: 1 | 2): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = HEADINGS[titleLevel][block.level];
      return (
        <Heading key={index} className={classes[`h${block.level}`]}>
          {renderInlines(block.children)}
        </Heading>
      );
    }
    case 'paragraph':
      return <p key={index}>{renderInlines(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInlines(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      );
    }
  }
}

export interface DocumentBodyProps {
  /** The body as written: plain text or the Markdown subset of the shared document-markup. */
  source: string;
  /** The level of the heading the document's title has; the body's headings come under it. */
  titleLevel?: 1 | 2;
  className?: string;
}

/** A document's body as React elements, never as HTML. */
export function DocumentBody({ source, titleLevel = 1, className }: DocumentBodyProps) {
  const blocks = parseDocument(source);
  return (
    <div className={[classes.body, className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => renderBlock(block, index, titleLevel))}
    </div>
  );
}
