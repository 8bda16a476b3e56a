import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-drafts';

/** How long the member may pause before what they typed goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 1500;

export interface DraftOptions {
  /** Where the text is kept on this device (`draftKey(...)`); null keeps none. */
  storageKey: string | null;
  /** The text the server holds now, and since when (null: never saved). */
  saved: { text: string; at: string | null };
  /** Keeps the text on the server; answers when it was kept (ISO). */
  persist: (text: string) => Promise<string>;
}

export interface Draft {
  text: string;
  /** Called with every change the member makes: kept here at once, on the server soon. */
  setText: (text: string) => void;
  /** The text differs from what the server holds. */
  dirty: boolean;
  /** A save to the server is under way. */
  saving: boolean;
  /** The last save failed (no signal, or refused): the text is on this device only. */
  failed: boolean;
  /** When the server last kept the text. */
  savedAt: string | null;
  /** Saves now what is not saved yet; answers whether the server has it. */
  flush: () => Promise<boolean>;
  /** Waits for a save under way and cancels the one waiting: before the text is sent. */
  settle: () => Promise<void>;
  /** Forgets the text on this device (it was sent, or thrown away). */
  forget: () => void;
  /** Starts over from a text the server holds (what was sent, or the text before a change). */
  reset: (text: string) => void;
}

/**
 * Text a member writes over time (a background, a report) that must never be lost: every
 * change is kept on this device at once and on the server once the member pauses, so it
 * comes back after a reload, on another phone, or after a trip without signal. On start,
 * a copy on this device that is newer than the server's wins, and is sent on.
 */
export function useDraft({ storageKey, saved, persist }: DraftOptions): Draft {
  const [initial] = useState(() => {
    const local = storageKey ? readLocalDraft(storageKey) : null;
    const newer = local && local.text !== saved.text && (saved.at === null || local.at > saved.at);
    return newer ? local.text : saved.text;
  });
  const [text, setTextState] = useState(initial);
  const [serverText, setServerText] = useState(saved.text);
  const [savedAt, setSavedAt] = useState(saved.at);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const latest = useRef(initial);
  const onServer = useRef(saved.text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const persistRef = useRef(persist);
  const keyRef = useRef(storageKey);
  useEffect(() => {
    persistRef.current = persist;
    keyRef.current = storageKey;
  });

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback(async (): Promise<boolean> => {
    cancelTimer();
    // One save at a time, in order: the server never ends up with an older text.
    while (inFlight.current) await inFlight.current;
    const value = latest.current;
    if (value === onServer.current) return true;
    const run = (async () => {
      setSaving(true);
      try {
        const at = await persistRef.current(value);
        onServer.current = value;
        setServerText(value);
        setSavedAt(at);
        setFailed(false);
        if (latest.current === value && keyRef.current) removeLocalDraft(keyRef.current);
        return true;
      } catch {
        setFailed(true);
        return false;
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, []);

  const schedule = useCallback(() => {
    cancelTimer();
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
  }, [flush]);

  const setText = useCallback(
    (value: string) => {
      latest.current = value;
      setTextState(value);
      if (keyRef.current) {
        if (value === onServer.current) removeLocalDraft(keyRef.current);
        else writeLocalDraft(keyRef.current, value);
      }
      schedule();
    },
    [schedule],
  );

  const settle = useCallback(async () => {
    cancelTimer();
    while (inFlight.current) await inFlight.current;
  }, []);

  const forget = useCallback(() => {
    cancelTimer();
    if (keyRef.current) removeLocalDraft(keyRef.current);
  }, []);

  const reset = useCallback((value: string) => {
    cancelTimer();
    if (keyRef.current) removeLocalDraft(keyRef.current);
    latest.current = value;
    onServer.current = value;
    setTextState(value);
    setServerText(value);
    setFailed(false);
  }, []);

  // A newer copy from this device goes on to the server; a timer never outlives the editor.
  useEffect(() => {
    if (latest.current !== onServer.current) schedule();
    return cancelTimer;
  }, [schedule]);

  // Back online: send what waited on this device.
  useEffect(() => {
    const retry = () => {
      if (latest.current !== onServer.current) void flush();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  return {
    text,
    setText,
    dirty: text !== serverText,
    saving,
    failed,
    savedAt,
    flush,
    settle,
    forget,
    reset,
  };
}
