import { SpeechError } from './speech-error';
import { mixToMono, PART_SAMPLE_RATE } from './recording-parts';

/**
 * A recording file (audio, or a video's sound track) as 16 kHz mono samples. Decoding through an
 * OfflineAudioContext at 16 kHz resamples as it decodes; the channels are then averaged.
 */
export async function decodeToMono(file: Blob, sampleRate = PART_SAMPLE_RATE): Promise<Float32Array> {
  const Offline = globalThis.OfflineAudioContext;
  if (!Offline) throw new SpeechError('unsupported');
  const bytes = await file.arrayBuffer();
  const context = new Offline(1, 1, sampleRate);
  let audio: AudioBuffer;
  try {
    audio = await context.decodeAudioData(bytes);
  } catch {
    throw new SpeechError('unreadable_file');
  }
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  if (audio.sampleRate === sampleRate) return mixToMono(channels);
  // A browser that decodes at the file's own rate: render it through a 16 kHz context.
  const render = new Offline(1, Math.ceil(audio.duration * sampleRate), sampleRate);
  const source = render.createBufferSource();
  source.buffer = audio;
  source.connect(render.destination);
  source.start();
  const rendered = await render.startRendering();
  return rendered.getChannelData(0);
}
