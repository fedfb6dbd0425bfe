/**
 * Text to speech on the server: `espeak-ng` (formant synthesis, dozens of languages, no models
 * to download) writes a WAV stream that `opusenc` encodes to Opus in Ogg at speech bitrate
 * (about 0.2 MB a minute). Both run with child_process.spawn: no shell, the text on stdin, one
 * time limit for the whole render, both processes killed on timeout or abort, and their stderr
 * kept for the error. DECISIONS §18 says why this runs here and not in the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Part of every audio file's name: bump it when the engine or its settings change the sound. */
export const ENGINE_VERSION = 'espeak-ng+opusenc-24k-c5/1';

/** Opus bitrate in kbit/s; mono speech stays clear at 24. */
export const OPUS_BITRATE_KBPS = 24;
/**
 * Encoder complexity (0–10, opusenc's default 10): 5 takes ~40% less CPU for files 1% larger
 * (bench/README.md "Listen"); the encoder, not espeak-ng, is most of a render's time.
 */
export const OPUS_COMPLEXITY = 5;

export const AUDIO_CONTENT_TYPE = 'audio/ogg; codecs=opus';

/** A render that takes longer is stopped (below the worker's 5 min job lock). */
export const DEFAULT_RENDER_TIMEOUT_MS = 240_000;

/** Largest encoded file kept in memory (over 2 h of speech at 24 kbit/s is ~22 MB). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const MAX_STDERR_CHARS = 2_000;

export interface RenderOptions {
  voice: string;
  wordsPerMinute: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Program names or paths (tests point these at missing programs). */
  espeakPath?: string;
  opusencPath?: string;
}

export interface RenderedSpeech {
  /** The Ogg Opus file. */
  data: Buffer;
  /** Length of the audio in seconds. */
  durationSeconds: number;
}

/**
 * Why a render failed. `message` is for the log; `reader` is what a reader is told (the item's
 * audio record). They differ for the server's own faults (a program missing or failing), whose
 * detail is the operator's and never shown to a reader.
 */
export class SpeechEngineError extends Error {
  override readonly name = 'SpeechEngineError';
  readonly reader: string;
  /** A fault of this server's setup, not of the article: the operator must act. */
  readonly operatorFault: boolean;

  constructor(message: string, reader?: string) {
    super(message);
    this.reader = reader ?? message;
    this.operatorFault = reader !== undefined;
  }
}

const NOT_AVAILABLE = 'Reading aloud is not available on this server right now.';
const NOT_READ = 'The article could not be read aloud.';

/** Renders `text` to Ogg Opus. Rejects with a SpeechEngineError on any failure. */
export function renderSpeech(text: string, options: RenderOptions): Promise<RenderedSpeech> {
  if (!text.trim()) return Promise.reject(new SpeechEngineError('There is no text to read.'));
  return new Promise((resolve, reject) => {
    const espeak = spawn(
      options.espeakPath ?? 'espeak-ng',
      ['--stdin', '--stdout', '-b', '1', '-v', options.voice, '-s', String(options.wordsPerMinute)],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const opusenc = spawn(
      options.opusencPath ?? 'opusenc',
      [
        '--quiet',
        '--bitrate',
        String(OPUS_BITRATE_KBPS),
        '--comp',
        String(OPUS_COMPLEXITY),
        '--speech',
        '-',
        '-',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const children = [espeak, opusenc];
    const stderr = { espeak: collectStderr(espeak), opusenc: collectStderr(opusenc) };
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let exited = 0;
    const codes: Record<string, number | null> = {};

    const finish = (error: SpeechEngineError | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) {
        for (const child of children) killQuietly(child);
        reject(error);
        return;
      }
      const data = Buffer.concat(chunks);
      const durationSeconds = oggOpusDurationSeconds(data);
      if (durationSeconds === undefined || durationSeconds <= 0) {
        reject(new SpeechEngineError('The encoder produced no audio.'));
        return;
      }
      resolve({ data, durationSeconds });
    };

    const timeoutMs = options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
    const timer = setTimeout(
      () => finish(new SpeechEngineError(`Reading aloud took longer than ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const onAbort = () => finish(new SpeechEngineError('The render was stopped.'));
    if (options.signal?.aborted) return finish(new SpeechEngineError('The render was stopped.'));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    for (const [name, child] of [
      ['espeak-ng', espeak],
      ['opusenc', opusenc],
    ] as const) {
      child.on('error', (error: NodeJS.ErrnoException) =>
        finish(
          new SpeechEngineError(
            error.code === 'ENOENT'
              ? `${name} is not installed (apt-get install espeak-ng opus-tools).`
              : `${name} could not start: ${error.message}`,
            NOT_AVAILABLE,
          ),
        ),
      );
      child.on('close', (code, signal) => {
        codes[name] = code;
        exited += 1;
        if (code !== 0 && !settled) {
          const detail = (name === 'espeak-ng' ? stderr.espeak : stderr.opusenc)().trim();
          finish(
            new SpeechEngineError(
              `${name} failed (${signal ?? `exit ${code}`})${detail ? `: ${detail}` : '.'}`,
              NOT_READ,
            ),
          );
        } else if (exited === 2) finish(undefined);
      });
    }

    // espeak-ng's WAV goes straight into opusenc; a closed opusenc surfaces as its own exit.
    espeak.stdout.pipe(opusenc.stdin);
    opusenc.stdin.on('error', () => undefined);
    espeak.stdin.on('error', () => undefined);
    opusenc.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) {
        finish(new SpeechEngineError('The audio would be larger than Satchel keeps.'));
        return;
      }
      chunks.push(chunk);
    });
    espeak.stdin.end(text, 'utf8');
  });
}

function collectStderr(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (text.length < MAX_STDERR_CHARS) text += chunk;
  });
  return () => text.slice(0, MAX_STDERR_CHARS);
}

function killQuietly(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Length of an Ogg Opus file from its framing (RFC 7845): the last page's granule position
 * (48 kHz samples) minus the pre-skip of the OpusHead header. Undefined when not Ogg Opus.
 */
export function oggOpusDurationSeconds(data: Buffer): number | undefined {
  if (data.length < 47 || data.toString('latin1', 0, 4) !== 'OggS') return undefined;
  // First page: 27-byte header, segment table, then the OpusHead packet.
  const headStart = 27 + data[26]!;
  if (data.toString('latin1', headStart, headStart + 8) !== 'OpusHead') return undefined;
  const preSkip = data.readUInt16LE(headStart + 10);
  const last = data.lastIndexOf('OggS', data.length - 27, 'latin1');
  if (last < 0) return undefined;
  const granule = data.readBigInt64LE(last + 6);
  if (granule <= 0n) return undefined;
  return Math.max(0, Number(granule) - preSkip) / 48_000;
}
