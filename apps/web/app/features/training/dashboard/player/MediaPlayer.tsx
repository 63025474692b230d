import { useCallback, useEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import { PROGRESS_INTERVAL_MS } from '@constelaciones/contract';
import { EmbeddedPlayer } from './EmbeddedPlayer';
import { progressSaver, type Position } from './progressSaver';
import { mediaSource } from './source';

export interface MediaPlayerProps {
  link: string;
  /** What is played, for screen readers ('Módulo 2: … (introducción)'). */
  title: string;
  /** Where to start, in seconds: where the student left it. */
  start: number;
  /** Keeps the position (the module's own link); absent for an introduction, which nobody resumes. */
  save?: (position: Position) => Promise<unknown>;
}

/** A position this close to the end starts the recording again from the beginning. */
const END_MARGIN_SECONDS = 5;

/**
 * Plays a module's link: YouTube and Vimeo in their own players, audio and video files in the browser's own
 * elements, from `start`, reporting the position about once a second while it plays. Loaded only when a
 * module is played (React.lazy in ModuleContent).
 */
export default function MediaPlayer({ link, title, start, save }: MediaPlayerProps) {
  const source = useMemo(() => mediaSource(link), [link]);
  // The latest `save` is used, so that a parent's new function does not restart the saver.
  const saveNow = useRef(save);
  const saver = useRef<ReturnType<typeof progressSaver>>(undefined);
  const keeps = save !== undefined;

  useEffect(() => {
    saveNow.current = save;
  });
  useEffect(() => {
    if (!keeps) return;
    const current = progressSaver((position) => saveNow.current!(position), PROGRESS_INTERVAL_MS);
    saver.current = current;
    const leave = () => current.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      current.flush();
      current.stop();
      saver.current = undefined;
    };
  }, [keeps]);

  const onPosition = useCallback((position: Position) => saver.current?.update(position), []);
  const onStop = useCallback(() => saver.current?.flush(), []);
  // Where the student left it, set as soon as the element exists: before its metadata has loaded, the browser
  // keeps it as the position to start from, so it holds however late the file answers.
  const resume = useCallback(
    (element: HTMLMediaElement | null) => {
      if (element && start > 0) element.currentTime = start;
    },
    [start],
  );

  if (!source) {
    return (
      <p className="alert alert-warning mb-0">
        No pudimos reproducir este contenido. Avisale a la profesora.
      </p>
    );
  }
  if (source.kind === 'youtube' || source.kind === 'vimeo') {
    return (
      <EmbeddedPlayer source={source} title={title} start={start} onPosition={onPosition} onStop={onStop} />
    );
  }

  const media = (element: HTMLMediaElement) => ({
    seconds: element.currentTime,
    duration: Number.isFinite(element.duration) ? element.duration : null,
  });
  // Left at the very end: the recording starts again from the beginning.
  const restartAtTheEnd = ({ currentTarget }: SyntheticEvent<HTMLMediaElement>) => {
    const { duration } = currentTarget;
    if (Number.isFinite(duration) && currentTarget.currentTime >= duration - END_MARGIN_SECONDS) {
      currentTarget.currentTime = 0;
    }
  };
  const common = {
    src: source.url,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': title,
    ref: resume,
    onLoadedMetadata: restartAtTheEnd,
    onTimeUpdate: ({ currentTarget }: SyntheticEvent<HTMLMediaElement>) => onPosition(media(currentTarget)),
    onPause: onStop,
    onEnded: onStop,
  };
  return source.kind === 'audio' ? (
    <audio {...common} className="module-player module-audio" />
  ) : (
    <div className="ratio ratio-16x9 module-player">
      {/* The module's recording: its captions, if any, are part of the file. */}
      <video {...common} playsInline />
    </div>
  );
}
