import { useEffect, useState } from 'react';
import { certificateEndpoints, certificateTexts, type Purchase } from '@constelaciones/contract';
import { call } from '../../lib/client';
import { CertificateButton } from './CertificateButton';

/** The training modules the owner marked finished for the student, once each, by title. */
const finishedModules = (purchases: readonly Purchase[]) => [
  ...new Map(
    purchases
      .filter((purchase) => purchase.inscriptionModel === 'Module' && purchase.finish)
      .map((purchase) => [purchase.inscription._id, purchase.inscription.title]),
  ),
];

/**
 * 'Módulos completados' in 'Mis Cursos' (spec section 2): the student's completed modules by title, each with its
 * certificate, and the training's certificate once she finished them all.
 */
export function CompletedModules({ purchases }: { purchases: readonly Purchase[] }) {
  const finished = finishedModules(purchases);
  const [graduated, setGraduated] = useState(false);
  useEffect(() => {
    call(certificateEndpoints.mine, {})
      .then((mine) => setGraduated(mine.graduated))
      .catch(() => setGraduated(false));
  }, []);
  return (
    <section className="col-lg-5" aria-labelledby="completados">
      <h2 className="h5" id="completados">
        Módulos completados
      </h2>
      {finished.length === 0 ? (
        <p className="mb-0">Todavía no completaste ningún módulo. Cuando termines uno, aparecerá acá.</p>
      ) : (
        <table className="table table-striped align-middle mb-0">
          <caption className="visually-hidden">Módulos completados</caption>
          <thead>
            <tr>
              <th scope="col">Módulo</th>
              <th scope="col">Certificado</th>
            </tr>
          </thead>
          <tbody>
            {finished.map(([id, title]) => (
              <tr key={id}>
                <td id={`modulo-${id}`}>{title}</td>
                <td>
                  <CertificateButton request={{ kind: 'module', module: id }} describedBy={`modulo-${id}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {graduated && (
        <div className="alert alert-success mt-3 mb-0">
          <p className="mb-2">{certificateTexts.trainingDone}</p>
          <CertificateButton request={{ kind: 'training' }} label={certificateTexts.downloadTraining} />
        </div>
      )}
    </section>
  );
}
