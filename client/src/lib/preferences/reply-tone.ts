import { getDisplayPreferences } from './display-preferences';

/**
 * The short tone of a finished reply (display preference soundEnabled), made with Web Audio so no
 * sound file is downloaded. One AudioContext is kept: browsers limit how many a page may open, and
 * the first send (a click or Enter) has already given the page the user activation audio needs.
 */

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

const TONE_HZ = 880;
const TONE_SECONDS = 0.18;
// Quiet: a cue beside the text, not an alert.
const PEAK_GAIN = 0.08;

function audioContextClass(): AudioContextClass | undefined {
  const w = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? w.webkitAudioContext;
}

export function playReplyTone(): void {
  if (!getDisplayPreferences().soundEnabled) return;
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = TONE_HZ;
    // A fast rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + TONE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + TONE_SECONDS + 0.02);
  } catch {
    // Audio unavailable (no output device, a blocked context): the reply is shown all the same.
  }
}

/** Tests start each case with no context kept from the one before. */
export function resetReplyTone(): void {
  context = null;
}
