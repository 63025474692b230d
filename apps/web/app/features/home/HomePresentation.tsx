import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';
import { paths } from '../../lib/paths';
import type { Presentation } from './presentation';
import { VideoFacade } from './VideoFacade';

/**
 * The top of the home page, all of it hers: the banner, her portrait beside the title and short biography,
 * the video.
 */
export function HomePresentation({ heading, shortBio, banner, portrait, video, hasBiography }: Presentation) {
  return (
    <>
      {banner && (
        <section className="home-banner" aria-label="Presentación">
          <div className="media-frame ratio-8x3 rounded-0">
            {/* Above the fold on every screen, but a thin strip on phones: there the portrait is the main image. */}
            <ResponsiveImage
              file={banner.file}
              alt={banner.alt}
              sizes="100vw"
              width={1600}
              height={600}
              eager
            />
          </div>
        </section>
      )}

      <section className="container py-5">
        <div className="row g-4 align-items-center">
          {portrait && (
            <div className="col-md-4">
              <div className="media-frame ratio-4x5 mx-auto home-portrait">
                {/* The largest image a phone shows above the fold: the page's LCP element where most visitors are. */}
                <ResponsiveImage
                  file={portrait.file}
                  alt={portrait.alt}
                  sizes="(min-width: 768px) 33vw, 80vw"
                  width={800}
                  height={1000}
                  priority
                />
              </div>
            </div>
          )}
          <div className="col-md-8">
            <h1 className="page-title">{heading}</h1>
            <div dangerouslySetInnerHTML={{ __html: shortBio }} />
            {hasBiography && (
              <Link className="btn btn-primary" to={paths.about}>
                Biografía completa
              </Link>
            )}
          </div>
        </div>
      </section>

      {video && (
        <section className="container pb-5 drawn-near-screen" aria-labelledby="video-title">
          <h2 id="video-title" className="visually-hidden">
            {video.title}
          </h2>
          <div className="page-narrow">
            <VideoFacade youtubeId={video.youtubeId} title={video.title} poster={video.poster} />
          </div>
        </section>
      )}
    </>
  );
}
