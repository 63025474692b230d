import { useRevalidator, useRouteError } from 'react-router';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * The error boundary of a panel's tab: it shows inside the panel, so the tab bar stays and another tab can be
 * chosen; 'Reintentar' runs the tab's loader again.
 */
export function TabError() {
  // Read here rather than from props: tab routes re-export this component, which React Router passes no props.
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  return (
    <div className="admin-tab-error">
      <div role="alert">
        <p className="fw-bold mb-1">No se pudo cargar esta sección.</p>
        <p>{errorMessage(error)}</p>
      </div>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void revalidate()}
        disabled={state === 'loading'}
      >
        Reintentar
      </button>
    </div>
  );
}
