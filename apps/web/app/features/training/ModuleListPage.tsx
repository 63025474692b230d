import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ModuleListKind } from '@constelaciones/contract';
import { formatPrice } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import { paths } from '../../lib/paths';
import type { ModuleListData } from './moduleList.server';
import { moduleLists } from './moduleLists';

type ListedModule = ModuleListData['modules'][number];

const otherKind: Record<ModuleListKind, ModuleListKind> = {
  'en-directo': 'grabados',
  grabados: 'en-directo',
};

function ModuleSummary({ module }: { module: ListedModule }) {
  return (
    <>
      <span className={`module-status${module.enabled ? ' module-status-enabled' : ''}`}>
        {module.enabled ? messages.module.enabled : messages.module.disabled}
      </span>
      <span className="module-price">
        {formatPrice(module.pricePesos, 'ARS')} <span aria-hidden="true">·</span>{' '}
        {formatPrice(module.priceDolar, 'USD')}
      </span>
    </>
  );
}

/**
 * /NCFA/modulos-en-directo and /NCFA/modulos-grabados: the modules of one kind. Enabled ones are bought here
 * with 'Comprar' (`buyButton`: the purchase feature's button, given by the route, disabled while the module is
 * not open); the others are shown disabled.
 */
export function ModuleListPage({
  list,
  buyButton,
}: {
  list: ModuleListData;
  buyButton: (module: ListedModule) => ReactNode;
}) {
  const { title, name } = moduleLists[list.kind];
  const other = moduleLists[otherKind[list.kind]];
  return (
    <div className="container py-5">
      <div className="page-narrow">
        <h1 className="page-title">{title}</h1>
        <p className="lead">
          Elegí un módulo habilitado y compralo acá: después lo ves en el área de Alumnos. Los precios en
          pesos son para residentes en Argentina; desde otros países se abona en dólares.
        </p>
        {list.modules.length > 0 ? (
          <ul className="list-group module-list" aria-label={name}>
            {list.modules.map((module) =>
              module.enabled ? (
                <li key={module._id} className="list-group-item module-item">
                  <span className="module-title">{module.title}</span>
                  <ModuleSummary module={module} />
                  {buyButton(module)}
                </li>
              ) : (
                <li key={module._id} className="list-group-item disabled module-item" aria-disabled="true">
                  <span className="module-title">{module.title}</span>
                  <ModuleSummary module={module} />
                </li>
              ),
            )}
          </ul>
        ) : (
          <p>Todavía no hay módulos publicados.</p>
        )}
        <ul className="list-inline training-more-links">
          <li className="list-inline-item">
            <Link to={other.path}>{other.title}</Link>
          </li>
          <li className="list-inline-item">
            <Link to={paths.syllabus}>Temario</Link>
          </li>
          <li className="list-inline-item">
            <Link to={paths.training}>Información de la formación</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
