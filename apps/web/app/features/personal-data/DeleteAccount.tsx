import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  accountDeletionSchema,
  personalDataEndpoints,
  personalDataMessages,
  type AccountDeletionInput,
} from '@constelaciones/contract';
import { FormField } from '../../components/ui/form/FormField';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../components/ui/form/serverErrors';
import { confirmAction, showError, showSuccess } from '../../components/ui/popups';
import { call } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';
import { paths } from '../../lib/paths';
import { endSession } from '../auth/store';

const text = personalDataMessages;

/** Confirmed with her password, after the site's question; then she leaves the logged-in area, logged out. */
function PasswordConfirmation() {
  const navigate = useNavigate();
  /** The server's answer once the account is deleted. */
  const [deleted, setDeleted] = useState('');
  // Once deleted, she goes home, and her session ends when this screen has left (the home page is on screen):
  // ended any earlier, the logged-in area still showing would send her to /login, since React Router commits
  // a navigation in a transition, after its promise resolves.
  useEffect(() => {
    if (!deleted) return;
    void navigate(paths.home);
    return () => {
      endSession();
      void showSuccess(deleted);
    };
  }, [deleted, navigate]);
  // Not react-hook-form's isSubmitting: that also covers the time the question is on screen.
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    if (!(await confirmAction(text.deleteConfirm, text.deleteConfirmButton))) return;
    setPending(true);
    try {
      setDeleted((await call(personalDataEndpoints.deleteAccount, { body: { password } })).msg);
    } catch (error) {
      if (!showServerFieldErrors(error, ['password'], setError)) void showError(errorMessage(error));
      setPending(false);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={text.passwordLabel} error={errors.password?.message}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      <SubmitButton pending={pending} className="btn btn-danger">
        {text.deleteButton}
      </SubmitButton>
    </form>
  );
}

/** An account without a password (a social login) gets a single-use link by e-mail instead. */
function LinkConfirmation() {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState('');

  async function ask(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      setSent((await call(personalDataEndpoints.deletionLink, {})).msg);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <p>{text.linkHint}</p>
      <form onSubmit={(event) => void ask(event)}>
        <SubmitButton pending={pending} className="btn btn-outline-danger">
          {text.linkButton}
        </SubmitButton>
      </form>
      <div role="status" aria-live="polite">
        {sent && <p className="alert alert-success mt-3 mb-0">{sent}</p>}
      </div>
    </>
  );
}

/** 'Eliminar mi cuenta': what goes and what stays, then her password or the e-mailed link. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const titleId = useId();
  return (
    <section className="profile-delete" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        {text.deleteTitle}
      </h2>
      <p>{text.deleteExplanation}</p>
      {hasPassword ? <PasswordConfirmation /> : <LinkConfirmation />}
    </section>
  );
}
