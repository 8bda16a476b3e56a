import { useTranslation } from '../i18n/use-translation';
import { LuChevronsDown } from 'react-icons/lu';
import classes from './more-below.module.css';

/** A pill at the foot of a scrolling column while it holds more than shows. */
export function MoreBelow({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <div className={classes.cue} aria-hidden>
      <span className={classes.pill}>
        {t('common.moreBelow')} <LuChevronsDown size={14} />
      </span>
    </div>
  );
}
