// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { messages } from '@constelaciones/contract';
import { ApiError } from '../../../lib/api';
import { expectFieldMessage } from '../../../test/support';
import { FormField } from './FormField';
import { PersonFields, type PersonFieldName } from './PersonFields';
import { showServerFieldErrors } from './serverErrors';
import { SubmitButton } from './SubmitButton';

const { validation } = messages;

describe('the form kit', () => {
  it('FormField shows the rule’s message under its control, marked invalid and read with it', () => {
    const { rerender } = render(<FormField label="Ciudad">{(control) => <input {...control} />}</FormField>);
    const city = screen.getByLabelText('Ciudad');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <FormField label="Ciudad" error={validation.cityRequired}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveClass('is-invalid');
    expect(city).toHaveAccessibleDescription(validation.cityRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(validation.cityRequired);
  });

  it('SubmitButton is disabled, busy and spinning while the request is under way', () => {
    const { rerender } = render(<SubmitButton pending={false}>Guardar</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeEnabled();
    rerender(<SubmitButton pending>Guardar</SubmitButton>);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.spinner-border')).not.toBeNull();
  });

  it('a 400’s field messages show next to the fields the form has, the others are left out', async () => {
    const answered: boolean[] = [];
    function PersonForm() {
      const { register, setError, formState } = useForm<Record<PersonFieldName, string>>();
      const refuse = () => {
        const refusal = new ApiError(400, {
          msg: messages.server.invalidInput,
          errors: { phone: validation.digitsOnly, terms: validation.acceptTerms },
        });
        const other = new ApiError(400, { errors: { terms: validation.acceptTerms } });
        answered.push(
          showServerFieldErrors(refusal, ['firstName', 'phone'], setError),
          showServerFieldErrors(other, ['firstName', 'phone'], setError),
        );
      };
      return (
        <>
          <PersonFields field={(name) => register(name)} errors={formState.errors} half="col-6" />
          <button type="button" onClick={refuse}>
            Enviar
          </button>
        </>
      );
    }
    render(<PersonForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await expectFieldMessage(screen.getByLabelText('Teléfono'), validation.digitsOnly);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(validation.acceptTerms)).toBeNull();
    // Whether any field took a message: none did for the second refusal.
    expect(answered).toEqual([true, false]);
    // The country list offers 'Selecciona tu pais' first, as the spec words it.
    expect(screen.getByLabelText('País')).toHaveDisplayValue(validation.selectCountry);
  });
});
