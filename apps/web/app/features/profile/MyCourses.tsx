import { useEffect, useState } from 'react';
import { certificateEndpoints, certificateTexts, type Purchase } from '@constelaciones/contract';
import { call } from '../../lib/client';
import { CertificateButton } from './CertificateButton';
import { MyAttendance } from './MyAttendance';
import { MyWaitingLists } from './MyWaitingLists';
import { PurchaseList, type PurchaseListProps } from './PurchaseList';

/** The training modules the owner marked finished for the student, once each, by title. */
const finishedModules = (purchases: readonly Purchase[]) => [
  ...new Map(
    purchases
      .filter((purchase) => purchase.inscriptionModel === 'Module' && purchase.finish)
      .map((purchase) => [purchase.inscription._id, purchase.inscription.title]),
  ),
];

/**
 * 'Mis Cursos' (spec section 2): the table of the student's completed modules by title, each with its certificate
 * (and the training's once she finished them all), and their purchases; then her hours per module (issue 23) and
 * her waiting lists, if any (issue 22).
 */
export function MyCourses(props: PurchaseListProps) {
  const finished = finishedModules(props.purchases);
  const [graduated, setGraduated] = useState(false);
  useEffect(() => {
    call(certificateEndpoints.mine, {})
      .then((mine) => setGraduated(mine.graduated))
      .catch(() => setGraduated(false));
  }, []);
  return (
    <div className="row g-4">
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
                    <CertificateButton
                      request={{ kind: 'module', module: id }}
                      describedBy={`modulo-${id}`}
                    />
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
      <section className="col-lg-7" aria-labelledby="inscripciones">
        <h2 className="h5" id="inscripciones">
          Mis inscripciones
        </h2>
        <PurchaseList {...props} />
      </section>
      <MyAttendance />
      <MyWaitingLists />
    </div>
  );
}
