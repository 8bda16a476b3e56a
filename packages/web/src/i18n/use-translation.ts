import { useSyncExternalStore } from 'react';
import i18n from './index';
import type { TFunction, Translator } from './translator';

function subscribe(onChange: () => void): () => void {
  const stopLanguage = i18n.on('languageChanged', onChange);
  // Messages that arrive after start (the whole catalogue, the other language, a campaign).
  const stopAdded = i18n.on('added', onChange);
  return () => {
    stopLanguage();
    stopAdded();
  };
}

const currentT = () => i18n.t;

/**
 * The translator and its `t`: the component renders again, with a new `t`, when the
 * language changes or messages are added.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(subscribe, currentT, currentT);
  return { t, i18n };
}
