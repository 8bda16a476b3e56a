import { useCallback } from 'react';
import type { Crafted } from '@club/shared/contract/inventory';
import { useTranslation } from '../../../i18n/use-translation';

/** A crafted piece's making in one line: who brewed it, where, and until when it keeps. */
export function useMadeLine(): (crafted: Crafted) => string {
  const { t } = useTranslation();
  return useCallback(
    (crafted: Crafted) => {
      const made = crafted.event
        ? t('inventory.crafted.byAt', { name: crafted.by ?? '–', event: crafted.event.title })
        : t('inventory.crafted.by', { name: crafted.by ?? '–' });
      const keeps =
        crafted.keeps_events === null
          ? t('inventory.crafted.keepsForever')
          : crafted.keeps_until
            ? t('inventory.crafted.keepsUntil', { event: crafted.keeps_until.title })
            : t('inventory.crafted.keepsPending', { count: Math.max(crafted.keeps_events, 1) });
      return `${made} · ${keeps}`;
    },
    [t],
  );
}
