import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from 'react-bootstrap';
import { recoveryEmailSchema, type RecoveryEmailInput } from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { errorMessage } from '../../../lib/errorMessage';
import { requestRecovery } from '../api';
import { ResultAlert, type Result } from './ResultAlert';
import '../../../components/ui/modal.scss';

/**
 * 'Recuperar mi cuenta' (spec section 2): the e-mail, 'Cancelar' and 'Recuperar' (both disabled while the
 * request is under way, with a spinner in the second), then the server's message in a success or danger
 * alert; the form is reset after every attempt. Loaded only when the visitor opens it.
 */
export default function RecoveryModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const titleId = useId();
  const [result, setResult] = useState<Result>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryEmailInput>({
    resolver: zodResolver(recoveryEmailSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const { msg } = await requestRecovery(email);
      setResult({ ok: true, msg });
    } catch (error) {
      setResult({ ok: false, msg: errorMessage(error) });
    } finally {
      reset();
    }
  });

  const close = () => {
    if (!isSubmitting) onHide();
  };

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => setResult(undefined)}
      centered
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title as="h2" id={titleId} className="h4">
            Recuperar mi cuenta
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Te enviaremos un enlace para crear una nueva contraseña.</p>
          <FormField label="Ingrese su correo" error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...register('email')}
                type="email"
                autoComplete="email"
                placeholder="ejemplo@correo.com"
              />
            )}
          </FormField>
          <ResultAlert result={result} className="mb-0" />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={isSubmitting}>
            Cancelar
          </button>
          <SubmitButton pending={isSubmitting}>Recuperar</SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
