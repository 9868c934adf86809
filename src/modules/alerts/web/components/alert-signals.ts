// Spec §4/§9: a sound (stored locally, default on) for a new critical or high alert, at volume
// 0.3, and the browser's notification permission asked once when critical alerts exist.
import { useEffect, useRef, useState } from 'react';
import { newUrgentAlerts, type UnifiedAlert } from '../../../../core/alerts';

export const SOUND_KEY = 'notificationSoundEnabled';
const ASKED_KEY = 'alertsNotificationAsked';
/** The chime of spec §4 (a 0.2 s MP3 made with Debian's lame). */
export const ALERT_SOUND = '/sounds/alert.mp3';
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

/** Alerts already seen on this page (by the panel's fetches or the realtime stream): each chimes once. */
const seen = new Set<string>();

export function playChime() {
  try {
    const audio = new Audio(ALERT_SOUND);
    audio.volume = ALERT_VOLUME;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio in this browser.
  }
}

export function askPermissionOnce() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  void Notification.requestPermission().catch(() => undefined);
}

/** The sound setting as stored (spec §4: on unless turned off). */
export const soundEnabled = readSound;

/**
 * Marks `alerts` seen and answers the critical or high ones not seen before. `quiet`: the first
 * list a page fetches only records what exists (nothing is new to someone who just arrived).
 */
export function takeNewUrgent(alerts: readonly UnifiedAlert[], quiet = false): UnifiedAlert[] {
  const fresh = new Set(newUrgentAlerts(seen, alerts));
  for (const alert of alerts) seen.add(alert.id);
  if (alerts.some((a) => a.severity === 'critical')) askPermissionOnce();
  return quiet ? [] : alerts.filter((a) => fresh.has(a.id));
}

/** Watches each fetched list: the first one only sets what was seen; later ones chime for what is new. */
export function useAlertSignals(alerts: readonly UnifiedAlert[] | undefined, soundOn: boolean) {
  const first = useRef(true);
  useEffect(() => {
    if (!alerts) return;
    const fresh = takeNewUrgent(alerts, first.current);
    first.current = false;
    if (fresh.length && soundOn) playChime();
  }, [alerts, soundOn]);
}
