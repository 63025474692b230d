import { useState } from 'react';
import type { SiteImage } from '@constelaciones/contract';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';

/**
 * Shows a local poster and loads the player only when the visitor asks for it:
 * no third-party request, script or cookie before that.
 */
export function VideoFacade({
  youtubeId,
  title,
  poster,
}: {
  youtubeId: string;
  title: string;
  poster: SiteImage;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="media-frame ratio-16x9 video-facade">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          width={1600}
          height={900}
        />
      ) : (
        <button type="button" className="video-play" onClick={() => setPlaying(true)}>
          <ResponsiveImage
            file={poster.file}
            alt={poster.alt}
            sizes="(min-width: 992px) 50vw, 100vw"
            width={1600}
            height={900}
          />
          <span className="video-play-icon" aria-hidden="true" />
          <span className="visually-hidden">Reproducir el video: {title}</span>
        </button>
      )}
    </div>
  );
}
