import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Modal } from 'react-bootstrap';
import {
  purchaseProfileSchema,
  messages,
  type PurchaseProfileInput,
  type PurchaseProfileOutput,
  type User,
} from '@constelaciones/contract';
import { FormField } from '../../components/ui/form/FormField';
import { PersonFields } from '../../components/ui/form/PersonFields';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../components/ui/form/serverErrors';
import { NewTabLink } from '../../components/ui/NewTabLink';
import { paths } from '../../lib/paths';
import { updateUser } from '../auth/store';
import { savePurchaseProfile } from './api';
import type { PurchaseProduct } from './product';

const PROFILE_FIELDS = ['firstName', 'lastName', 'country', 'birthday', 'phone'] as const;
/** 'Acepto los términos y condiciones', its last words a link to /terminos. */
const { termsLabel, termsLink } = messages.purchaseProfile;

/** The form's values: the schema's, with the terms box unticked until the person ticks it. */
type PurchaseProfileForm = Omit<PurchaseProfileInput, 'terms'> & { terms: boolean };
const resolver = zodResolver(purchaseProfileSchema) as Resolver<
  PurchaseProfileForm,
  unknown,
  PurchaseProfileOutput
>;

/** The form prefilled from the profile; the terms are accepted anew each time. */
const valuesOf = (user: User): PurchaseProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country,
  birthday: user.dateOfBirth?.slice(0, 10) ?? '',
  phone: user.phone,
  terms: false,
});

interface Props {
  show: boolean;
  product: PurchaseProduct;
  user: User;
  onHide: () => void;
  /** The profile is saved: the modal closes, and the checkout follows once it has (`onExited`). */
  onSaved: () => void;
  onExited: () => void;
}

/**
 * 'Inscripción' (spec sections 2 and 5): first and last name, birthday, phone and country, prefilled from the
 * profile (and laid out as it is), the e-mail read-only, and the terms box, each with the spec's message. Saving updates the profile
 * (and the stored user); then the form resets and the modal closes. A failed save shows the server's messages
 * next to their fields, and is otherwise only logged (spec section 8).
 */
export function PurchaseProfileModal({ show, product, user, onHide, onSaved, onExited }: Props) {
  const titleId = useId();
  const termsId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseProfileForm, unknown, PurchaseProfileOutput>({
    resolver,
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { user: updated } = await savePurchaseProfile(values);
      updateUser(updated);
      reset(valuesOf(updated));
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, PROFILE_FIELDS, setError);
      console.error('No se pudo guardar la inscripción', error);
    }
  });

  const close = () => {
    if (!isSubmitting) onHide();
  };

  return (
    <Modal show={show} onHide={close} onExited={onExited} centered aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate className="purchase-form">
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title as="h2" id={titleId} className="h4">
            Inscripción
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="purchase-intro">
            Completá tus datos para inscribirte en <strong>{product.title}</strong>.
          </p>
          <div className="row gx-sm-3">
            <PersonFields field={(name) => register(name)} errors={errors} half="col-sm-6" />
            <FormField label="Correo electrónico" className="col-12 mb-3">
              {(control) => <input {...control} type="email" value={user.email} readOnly />}
            </FormField>
          </div>
          <div className="form-check">
            <input
              {...register('terms')}
              id={termsId}
              type="checkbox"
              className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            />
            <label htmlFor={termsId} className="form-check-label">
              {termsLabel.replace(termsLink, '')}
              <NewTabLink href={paths.terms}>{termsLink}</NewTabLink>
            </label>
            {errors.terms && (
              <div id={`${termsId}-error`} className="invalid-feedback" role="alert">
                {errors.terms.message}
              </div>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={isSubmitting}>
            Cancelar
          </button>
          <SubmitButton pending={isSubmitting}>Continuar</SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
