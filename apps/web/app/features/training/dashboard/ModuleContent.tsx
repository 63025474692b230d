import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { moduleEndpoints, type Module } from '@constelaciones/contract';
import { formatModuleDate } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import type { Choice } from './modules';
import type { Position } from './player/progressSaver';

const MediaPlayer = lazy(() => import('./player/MediaPlayer'));

interface Props {
  choice: Choice | null;
  /** Where the student left the module, in seconds. */
  startOf: (moduleId: string) => number;
  save: (moduleId: string, position: Position) => Promise<unknown>;
}

type Content = { state: 'loading' } | { state: 'ready'; module: Module } | { state: 'failed'; msg: string };

/** The module with its paid link: asked for each time, since only the server knows who may see it. */
function useOwnedModule(choice: Choice | null): Content | undefined {
  const [loaded, setLoaded] = useState<{ id: string; content: Content }>();
  const id = choice?.part === 'curso' ? choice.module._id : undefined;
  useEffect(() => {
    if (!id) return;
    let current = true;
    call(moduleEndpoints.show, { params: { id } }).then(
      ({ module }) => current && setLoaded({ id, content: { state: 'ready', module } }),
      (error: unknown) =>
        current && setLoaded({ id, content: { state: 'failed', msg: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (!id) return undefined;
  return loaded?.id === id ? loaded.content : { state: 'loading' };
}

/**
 * The dashboard's content area (spec section 2): 'Contenido del módulo' until a module is chosen; a live
 * module's 'Ingresar a la sala' (a new tab); any other module's player on its link, or on its introduction
 * when it has none or the introduction was chosen. The player's code loads only then.
 */
export function ModuleContent({ choice, startOf, save }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const owned = useOwnedModule(choice);
  const key = choice && `${choice.module._id}-${choice.part}`;

  // A choice moves the reader to its content (below the list on a phone).
  useEffect(() => {
    if (key) heading.current?.focus();
  }, [key]);

  if (!choice) {
    return (
      <section className="card module-content" aria-label={messages.module.contentPlaceholder}>
        <div className="card-body module-content-empty">
          <p className="mb-0">{messages.module.contentPlaceholder}</p>
        </div>
      </section>
    );
  }
  const { module, part } = choice;
  const isIntro = part === 'intro';
  const title = isIntro ? `${module.title} (${messages.module.intro.toLowerCase()})` : module.title;
  return (
    <section className="card module-content" aria-label={messages.module.contentPlaceholder}>
      <div className="card-body">
        <h2 className="module-content-title" ref={heading} tabIndex={-1}>
          {isIntro && (
            <span className="module-content-kind">
              {messages.module.intro}
              <span className="visually-hidden">:</span>
            </span>
          )}{' '}
          {module.title}
        </h2>
        {isIntro ? (
          <Player key={key} link={module.link_intro} title={title} start={0} />
        ) : !owned || owned.state === 'loading' ? (
          <PageSpinner label="Cargando el módulo..." />
        ) : owned.state === 'failed' ? (
          <p className="alert alert-danger mb-0">{owned.msg}</p>
        ) : module.typeModule === 'sincronico' ? (
          <LiveRoom module={owned.module} />
        ) : (
          <Player
            key={key}
            link={owned.module.link || owned.module.link_intro}
            title={title}
            start={startOf(module._id)}
            save={(position) => save(module._id, position)}
          />
        )}
      </div>
    </section>
  );
}

function LiveRoom({ module }: { module: Module }) {
  return (
    <div className="live-room">
      {module.date && <p>Encuentro en directo: {formatModuleDate(module.date)} (hora Argentina).</p>}
      {module.link ? (
        <a className="btn btn-primary btn-lg" href={module.link} target="_blank" rel="noopener noreferrer">
          {messages.module.enterRoom}
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        <p className="mb-0">La profesora todavía no publicó el enlace de la sala.</p>
      )}
    </div>
  );
}

function Player(props: Parameters<typeof MediaPlayer>[0]) {
  return (
    <Suspense fallback={<PageSpinner label="Cargando el reproductor..." />}>
      <MediaPlayer {...props} />
    </Suspense>
  );
}
