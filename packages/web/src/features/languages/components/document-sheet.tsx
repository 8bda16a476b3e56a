import { createPortal } from 'react-dom';
import { DocumentBody } from '../../../components/document-body';
import classes from './document-sheet.module.css';

export interface DocumentSheetProps {
  title: string;
  body: string;
  /** The loaded font family of the language. */
  fontFamily: string;
  large: boolean;
  /** What a screen reader hears instead of the letters, which only the script makes a riddle. */
  label: string;
}

function scriptFont(fontFamily: string): string {
  return `'${fontFamily}', serif`;
}

/** A document set in its language's script, on parchment. */
export function DocumentSheet({ title, body, fontFamily, large, label }: DocumentSheetProps) {
  return (
    <div
      role="img"
      aria-label={label}
      className={classes.sheet}
      data-size={large ? 'large' : 'normal'}
      data-font={fontFamily}
      style={{ fontFamily: scriptFont(fontFamily) }}
    >
      <div className={classes.sheetTitle}>{title}</div>
      <DocumentBody source={body} titleLevel={2} />
    </div>
  );
}

/**
 * The document as it prints: on A4, in its script, with the title at the head of every
 * page (a table header repeats on each printed page). Kept out of the screen and out of
 * the accessibility tree; printing shows only this.
 */
export function DocumentPrint({
  title,
  body,
  fontFamily,
}: Omit<DocumentSheetProps, 'large' | 'label'>) {
  return createPortal(
    <div className={classes.printRoot} aria-hidden data-testid="document-print">
      <table className={classes.printTable} style={{ fontFamily: scriptFont(fontFamily) }}>
        <thead>
          <tr>
            <th className={classes.printTitle}>{title}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={classes.printBody}>
              <DocumentBody source={body} titleLevel={2} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
