import type { ReactNode } from 'react';
import type { Module } from '@constelaciones/contract';
import { messages } from '@constelaciones/contract/messages';
import { moduleGroups, type Choice, type Part } from './modules';

interface Props {
  modules: readonly Module[];
  owns: (id: string) => boolean;
  choice: Choice | null;
  onChoose: (module: Module, part: Part) => void;
  /** 'Comprar': the purchase feature's button, given by the route. */
  buyButton: (module: Module) => ReactNode;
}

const { liveGroup, recordedGroup, resume, intro } = messages.module;

/**
 * The modules sidebar (spec section 2): 'Modulos En Directo' and 'Modulos Grabados', each module with its title,
 * 'Comprar' (disabled once owned or while not open) and 'Continuar' (only when owned); recorded modules also
 * 'Introducción', always.
 */
export function ModulesSidebar({ modules, owns, choice, onChoose, buyButton }: Props) {
  const { live, recorded } = moduleGroups(modules);
  const group = (heading: string, list: Module[], withIntro: boolean) => (
    <section className="modules-group" aria-labelledby={`grupo-${withIntro ? 'grabados' : 'en-directo'}`}>
      <h2 className="modules-group-title" id={`grupo-${withIntro ? 'grabados' : 'en-directo'}`}>
        {heading}
      </h2>
      <ul className="list-group module-entries">
        {list.map((module) => {
          const owned = owns(module._id);
          const current = choice?.module._id === module._id ? choice.part : undefined;
          return (
            <li
              key={module._id}
              className="list-group-item module-entry"
              aria-current={current ? 'true' : undefined}
            >
              <span className="module-entry-title">{module.title}</span>
              <span className="module-entry-actions">
                {buyButton(module)}
                <button
                  type="button"
                  className={`btn btn-sm ${owned ? 'btn-primary' : 'btn-outline-primary'}`}
                  disabled={!owned}
                  aria-pressed={current === 'curso'}
                  onClick={() => onChoose(module, 'curso')}
                >
                  {resume}
                  <span className="visually-hidden"> {module.title}</span>
                </button>
                {withIntro && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-pressed={current === 'intro'}
                    onClick={() => onChoose(module, 'intro')}
                  >
                    {intro}
                    <span className="visually-hidden"> {module.title}</span>
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
  return (
    <nav className="modules-sidebar" aria-label="Módulos de la formación">
      {group(liveGroup, live, false)}
      {group(recordedGroup, recorded, true)}
    </nav>
  );
}
