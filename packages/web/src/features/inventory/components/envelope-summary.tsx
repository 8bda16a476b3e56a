import { Badge } from '@mantine/core';
import { GiEnvelope } from 'react-icons/gi';
import type { CharacterEnvelope } from '@club/shared/contract/inventory';
import { useTranslation } from '../../../i18n/use-translation';
import classes from './envelope-summary.module.css';
import { useInventoryFormat } from './use-inventory-format';

/**
 * One arriving character's envelope on the gate's list: what to hand over, and whether it
 * has been handed out (by the ledger) or is still to come (by the rules as they are now).
 * Plain elements but for the badge: it is drawn on each of the gate's hundreds of rows.
 */
export function EnvelopeSummary({ envelope }: { envelope: CharacterEnvelope }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const granted = envelope.granted_at !== null;
  return (
    <div className={classes.summary} data-testid="envelope-summary">
      <p className={classes.text}>
        <span className={classes.icon} aria-hidden>
          <GiEnvelope />
        </span>
        {envelope.items.length === 0
          ? t('inventory.envelope.nothing')
          : envelope.items
              .map((item) => format.line(item.quantity, item.unit, item.name))
              .join(', ')}
        {envelope.documents.length > 0
          ? ` · ${t('inventory.envelope.documents', { count: envelope.documents.length })}`
          : ''}
      </p>
      {envelope.items.length > 0 ? (
        <Badge
          size="sm"
          variant={granted ? 'filled' : 'outline'}
          color={granted ? '#27682f' : 'parchment.9'}
          tt="none"
        >
          {granted ? t('inventory.envelope.handedOut') : t('inventory.envelope.toHandOut')}
        </Badge>
      ) : null}
    </div>
  );
}
