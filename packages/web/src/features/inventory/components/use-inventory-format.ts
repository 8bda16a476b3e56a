import { useMemo } from 'react';
import {
  BANK,
  USED,
  WORKSHOP,
  formatItemCode,
  type ItemKind,
} from '@club/shared/contract/inventory-constants';
import type { HolderView } from '@club/shared/contract/inventory';
import { quantityText } from '@club/shared/rules/inventory';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';

// One per language, made on first use: a formatter costs far more to make than to use,
// and the gate's envelopes ask for one on every row.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  let found = numberFormats.get(language);
  if (found === undefined) {
    found = new Intl.NumberFormat(language);
    numberFormats.set(language, found);
  }
  return found;
}

/** How the inventory screens write amounts, holders and times, in the reader's language. */
export function useInventoryFormat() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  return useMemo(() => {
    const number = numberFormat(i18n.language);
    return {
      /** "12 sølv", "2 bdt."; a quantity without a unit is the number alone. */
      amount: (quantity: number, unit: string) =>
        unit ? `${number.format(quantity)} ${unit}` : number.format(quantity),
      /**
       * A quantity of a named type: "2 bdt. Røllike"; "25 sølv" when the unit is the
       * name (a coin named for itself).
       */
      line: (quantity: number, unit: string, name: string) =>
        quantityText(number.format(quantity), unit, name),
      /** The bank, used up, the workshop, or a character by name (a deleted one is nameless). */
      holder: (holder: HolderView) =>
        holder === BANK
          ? t('inventory.bank')
          : holder === USED
            ? t('inventory.used')
            : holder === WORKSHOP
              ? t('inventory.workshop')
              : holder.name,
      code: formatItemCode,
      time: dates.dateTime,
      kind: (kind: ItemKind) => t(`inventory.kinds.${kind}`),
    };
  }, [t, i18n.language, dates]);
}

/** Currency first, then resources, then things; by name within each. */
export const KIND_ORDER: Record<ItemKind, number> = { currency: 0, resource: 1, item: 2 };
