// Spec §4/§9: a sound (stored locally, default on) for a new critical or high alert, at volume
// 0.3, and the browser's notification permission asked once when critical alerts exist.
import { useEffect, useRef, useState } from 'react';
import { newUrgentAlerts, type UnifiedAlert } from '../../../../core/alerts';

export const SOUND_KEY = 'notificationSoundEnabled';
const ASKED_KEY = 'alertsNotificationAsked';
/** The chime (a short WAV: no MP3 encoder on the build machine; decision 043). */
export const ALERT_SOUND = '/sounds/alert.wav';
export const ALERT_VOLUME = 0.3;

function readSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readSound);
  const set = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(SOUND_KEY, String(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  return [on, set];
}

function play() {
  try {
    const audio = new Audio(ALERT_SOUND);
    audio.volume = ALERT_VOLUME;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio in this browser.
  }
}

function askPermissionOnce() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  void Notification.requestPermission().catch(() => undefined);
}

/** Watches each fetched list: the first one only sets what was seen; later ones chime for what is new. */
export function useAlertSignals(alerts: readonly UnifiedAlert[] | undefined, soundOn: boolean) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!alerts) return;
    if (alerts.some((a) => a.severity === 'critical')) askPermissionOnce();
    const fresh = seen.current ? newUrgentAlerts(seen.current, alerts) : [];
    seen.current = new Set([...(seen.current ?? []), ...alerts.map((a) => a.id)]);
    if (fresh.length && soundOn) play();
  }, [alerts, soundOn]);
}
