import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { messages } from '@constelaciones/contract';
import { paths } from '../../../lib/paths';
import '../../../components/ui/modal.scss';

interface Props {
  show: boolean;
  /** 'Agregar otra actividad': closes the modal, the form is already empty. */
  onAddAnother: () => void;
}

/** After an article is created (spec section 2): 'Home' or 'Agregar otra actividad'. */
export function ArticleCreatedModal({ show, onAddAnother }: Props) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onAddAnother} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title as="h2" id={titleId} className="h4">
          {messages.article.created}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">Ya se puede leer en la sección Artículos del sitio.</p>
      </Modal.Body>
      <Modal.Footer>
        <Link to={paths.home} className="btn btn-outline-secondary">
          Home
        </Link>
        <button type="button" className="btn btn-primary" onClick={onAddAnother}>
          Agregar otra actividad
        </button>
      </Modal.Footer>
    </Modal>
  );
}
