import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { GiShield } from 'react-icons/gi';
import { formatItemCode } from '@club/shared/contract/inventory-constants';
import { withBase } from '../../../lib/base-path';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import classes from '../print/item-cards.module.css';

/** The address a phone's camera opens from a card: the app's own page of the piece. */
export function itemUrl(code: string): string {
  return `${window.location.origin}${withBase(paths.items.details(code))}`;
}

/** The QR code of a piece's address as an image, drawn in the browser. */
export function useItemQr(code: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(itemUrl(code), { errorCorrectionLevel: 'M', margin: 1, width: 320 }).then(
      (data) => live && setImage(data),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return image;
}

export interface ItemCardProps {
  code: string;
  name: string;
  description: string;
  /** A crafted piece: its recipe's effect, who brewed it and until when it keeps. */
  made?: { effect: string; line: string } | null;
}

/**
 * A unique piece's card in the club's look: parchment, a serif name, the club's name and
 * crest mark, the description, and the QR code of the piece's page with its code in text
 * for when a camera fails.
 */
export function ItemCard({ code, name, description, made = null }: ItemCardProps) {
  const { t } = useTranslation();
  const qr = useItemQr(code);
  return (
    <article className={classes.card} aria-label={name}>
      <header className={classes.cardHeader}>
        <GiShield aria-hidden className={classes.mark} />
        <span className={classes.club}>{t('app.name')}</span>
      </header>
      <h2 className={classes.name}>{name}</h2>
      <p className={classes.description}>
        {made?.effect && made.effect !== description ? made.effect : description}
        {made ? (
          <>
            <br />
            <small>{made.line}</small>
          </>
        ) : null}
      </p>
      <footer className={classes.cardFooter}>
        {qr ? (
          <img className={classes.qr} src={qr} alt={t('inventory.cards.qrAlt', { name })} />
        ) : (
          <span className={classes.qr} />
        )}
        <span className={classes.code}>{formatItemCode(code)}</span>
      </footer>
    </article>
  );
}
