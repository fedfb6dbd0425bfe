/**
 * The player bar: "Preparing audio…" while the server renders, with a Play button that starts
 * the audio as soon as it is ready (play-intent.ts), then play/pause, 15 s back and forward, a position slider, elapsed / duration, the speed (remembered) and close; the error
 * with Try again when the audio cannot be had. Native buttons, a range input and a select keep
 * it usable from the keyboard; Escape closes it. Colours come from the theme tokens.
 */
import { Loader2, Pause, Play, RotateCcw, RotateCw, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useItemAudio } from '../state/use-item-audio';
import { keepIntent, preparingCopy } from '../state/play-intent';
import {
  formatTime,
  readSpeed,
  SKIP_SECONDS,
  skipTarget,
  SPEEDS,
  spokenTime,
  writeSpeed,
  type Speed,
} from '../state/listen-settings';
import styles from './listen-player.module.css';

export interface ListenPlayerProps {
  itemId: string;
  onClose: () => void;
}

export function ListenPlayer({ itemId, onClose }: ListenPlayerProps) {
  const { state, retry } = useItemAudio(itemId);
  const bar = useRef<HTMLElement>(null);
  const [wantsPlay, setWantsPlay] = useState(false);
  useBodyPadding(bar);
  useEffect(() => {
    setWantsPlay((wants) => keepIntent(wants, state.phase));
  }, [state.phase]);
  const preparing = preparingCopy(wantsPlay);

  return (
    <section
      ref={bar}
      id="listen-player"
      className={styles.bar}
      aria-label="Listen"
      data-testid="listen-player"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.inner}>
        {state.phase === 'ready' ? (
          <Controls
            src={state.file.url}
            knownDuration={state.file.durationMs / 1000}
            autoPlay={wantsPlay}
            onAutoPlayed={() => setWantsPlay(false)}
          />
        ) : state.phase === 'error' ? (
          <div className={styles.message}>
            <p role="alert" className={styles.error}>
              {state.message}
            </p>
            <button type="button" className={styles.textButton} onClick={retry}>
              Try again
            </button>
          </div>
        ) : (
          <div className={styles.message}>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.play}`}
              aria-label={preparing.button}
              title={preparing.button}
              aria-describedby="listen-preparing"
              onClick={() => setWantsPlay((wants) => !wants)}
            >
              {wantsPlay ? <Pause size={20} aria-hidden /> : <Play size={20} aria-hidden />}
            </button>
            <p role="status" id="listen-preparing" className={styles.preparing}>
              <Loader2 size={18} aria-hidden className={styles.spinner} />
              {preparing.status}
            </p>
          </div>
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Close player"
          title="Close player"
          onClick={onClose}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </section>
  );
}

interface ControlsProps {
  src: string;
  knownDuration: number;
  /** Play was pressed while preparing: start at once. */
  autoPlay: boolean;
  onAutoPlayed: () => void;
}

function Controls({ src, knownDuration, autoPlay, onAutoPlayed }: ControlsProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(knownDuration);
  const [speed, setSpeed] = useState<Speed>(readSpeed);

  // Once, when the audio arrives: the press on Play while preparing counts as a press now.
  const autoPlayed = useRef(false);
  useEffect(() => {
    const element = audio.current;
    if (!autoPlay || autoPlayed.current || !element) return;
    autoPlayed.current = true;
    element.playbackRate = speed;
    void element.play().catch(() => setPlaying(false));
    onAutoPlayed();
  }, [autoPlay, onAutoPlayed, speed]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const skip = (delta: number) => {
    const element = audio.current;
    if (element) element.currentTime = skipTarget(element.currentTime, delta, duration);
  };

  return (
    <div className={styles.controls}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        data-testid="listen-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          element.playbackRate = speed;
          if (Number.isFinite(element.duration) && element.duration > 0) {
            setDuration(element.duration);
          }
        }}
      />
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Back ${SKIP_SECONDS} seconds`}
          title={`Back ${SKIP_SECONDS} seconds`}
          onClick={() => skip(-SKIP_SECONDS)}
        >
          <RotateCcw size={18} aria-hidden />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.play}`}
          aria-label={playing ? 'Pause' : 'Play'}
          title={playing ? 'Pause' : 'Play'}
          onClick={toggle}
        >
          {playing ? <Pause size={20} aria-hidden /> : <Play size={20} aria-hidden />}
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Forward ${SKIP_SECONDS} seconds`}
          title={`Forward ${SKIP_SECONDS} seconds`}
          onClick={() => skip(SKIP_SECONDS)}
        >
          <RotateCw size={18} aria-hidden />
        </button>
        <label className={styles.speed}>
          <span className={styles.visuallyHidden}>Playback speed</span>
          <select
            value={String(speed)}
            onChange={(event) => {
              const next = SPEEDS.find((value) => String(value) === event.target.value) ?? 1;
              setSpeed(next);
              writeSpeed(next);
            }}
          >
            {SPEEDS.map((value) => (
              <option key={value} value={String(value)}>
                {value}×
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.progress}>
        <span className={styles.time} data-testid="listen-elapsed">
          {formatTime(current)}
        </span>
        <input
          type="range"
          className={styles.slider}
          aria-label="Position"
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.min(Math.floor(current), Math.max(1, Math.floor(duration)))}
          aria-valuetext={`${spokenTime(current)} of ${spokenTime(duration)}`}
          onChange={(event) => {
            if (audio.current) audio.current.currentTime = Number(event.target.value);
          }}
        />
        <span className={styles.time} data-testid="listen-duration">
          {formatTime(duration)}
        </span>
      </div>
    </div>
  );
}

/** Keeps the end of the article scrollable above the fixed bar while it is open. */
function useBodyPadding(bar: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [bar]);
}
