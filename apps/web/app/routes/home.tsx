import { Link } from 'react-router';
import { homeGrid } from '@constelaciones/contract/rules';
import type { Route } from './+types/home';
import { ResponsiveImage } from '../components/ui/ResponsiveImage';
import { ActivityGrid } from '../features/activities/components/ActivityGrid';
import { activitySummary } from '../features/activities/summary.server';
import { VideoFacade } from '../features/home/VideoFacade';
import { renderArticleMarkdown } from '../lib/markdown';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const now = Date.now();
  // The grid rule of the spec applies to what is still ahead: past activities are not "próximas".
  const upcoming = (await context.catalog.activities()).filter((activity) => Date.parse(activity.day) >= now);
  const { home, biography } = context.site;
  const [banner] = home.banner;
  const [portrait] = home.portrait;
  const [poster] = home.poster;
  return {
    heading: home.heading,
    shortBio: renderArticleMarkdown(home.shortBio),
    banner,
    portrait,
    // The video shows once it has its picture: the poster is what the page loads, never YouTube's.
    video: home.video && poster ? { youtubeId: home.video, title: home.videoTitle, poster } : undefined,
    activities: homeGrid(upcoming).map(activitySummary),
    // 'Biografía completa' leads somewhere only once she wrote one.
    hasBiography: biography.paragraphs.trim() !== '',
    seo: seoFor(context, { section: 'Inicio', description: home.description, path: paths.home }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heading, shortBio, banner, portrait, video, activities, hasBiography } = loaderData;
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

      <section className="container" aria-labelledby="proximas-actividades">
        <h2 id="proximas-actividades" className="section-title text-center mb-4">
          Próximas actividades
        </h2>
        {activities.length > 0 ? (
          <ActivityGrid activities={activities} label="Próximas actividades" />
        ) : (
          <p className="text-center">Pronto vamos a publicar nuevas actividades.</p>
        )}
        <p className="text-center mt-4">
          <Link to={paths.calendar}>Ver todas las actividades</Link>
        </p>
      </section>
    </>
  );
}
