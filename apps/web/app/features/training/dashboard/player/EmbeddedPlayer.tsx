import { useEffect, useRef } from 'react';
import { embedUrl, type MediaSource } from './source';
import type { Position } from './progressSaver';

type Embedded = Extract<MediaSource, { kind: 'youtube' | 'vimeo' }>;

interface Props {
  source: Embedded;
  title: string;
  start: number;
  onPosition: (position: Position) => void;
  onStop: () => void;
}

const ORIGINS = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' } as const;

const parse = (data: unknown): Record<string, unknown> | undefined => {
  try {
    const value: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * A YouTube or Vimeo video in the provider's own player, from where the student left it. Its position comes
 * through the players' messages: Vimeo's documented postMessage API ('timeupdate', 'pause', 'ended'), and the
 * messages YouTube's embed sends once told that the page is listening ('infoDelivery': current time, length,
 * state). Without them the video still plays; only the position is not kept.
 */
export function EmbeddedPlayer({ source, title, start, onPosition, onStop }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = ORIGINS[source.kind];
  const duration = useRef<number | null>(null);

  useEffect(() => {
    const post = (message: object) =>
      frame.current?.contentWindow?.postMessage(JSON.stringify(message), origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = parse(event.data);
      if (!message) return;
      if (source.kind === 'vimeo') {
        const data = parse(message.data);
        if (message.event === 'ready') {
          for (const name of ['timeupdate', 'pause', 'ended'])
            post({ method: 'addEventListener', value: name });
        } else if (message.event === 'timeupdate') {
          const seconds = number(data?.seconds);
          if (seconds !== undefined) onPosition({ seconds, duration: number(data?.duration) ?? null });
        } else if (message.event === 'pause' || message.event === 'ended') onStop();
        return;
      }
      const info = parse(message.info);
      if (message.event !== 'infoDelivery' || !info) return;
      duration.current = number(info.duration) || duration.current;
      const seconds = number(info.currentTime);
      if (seconds !== undefined) onPosition({ seconds, duration: duration.current });
      // 0 ended, 2 paused.
      if (info.playerState === 0 || info.playerState === 2) onStop();
    };
    window.addEventListener('message', onMessage);
    const listen = () => post({ event: 'listening', id: 1, channel: 'widget' });
    const iframe = frame.current;
    if (source.kind === 'youtube') iframe?.addEventListener('load', listen);
    return () => {
      window.removeEventListener('message', onMessage);
      iframe?.removeEventListener('load', listen);
    };
  }, [origin, source.kind, onPosition, onStop]);

  return (
    <div className="ratio ratio-16x9 module-player">
      <iframe
        ref={frame}
        src={embedUrl(source, start, window.location.origin)}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
