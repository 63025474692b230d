import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY_NAMES, messages } from '@constelaciones/contract';
import { FormField } from './FormField';

export type PersonFieldName = 'firstName' | 'lastName' | 'birthday' | 'phone' | 'country';

interface Props {
  /** The form's registration of each field (react-hook-form's `register`). */
  field: (name: PersonFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<PersonFieldName, { message?: string }>>;
  /** The class of a half-width column, from the breakpoint where two fields share a row. */
  half: string;
}

/**
 * A person's fields, as 'Editar perfil' and 'Inscripción' both ask them: first and last name, birthday, phone
 * and country (from the contract's list), each with its rule's message next to it. Goes inside a `.row`.
 */
export function PersonFields({ field, errors, half }: Props) {
  return (
    <>
      <FormField label="Nombre" error={errors.firstName?.message} className={`${half} mb-3`}>
        {(control) => <input {...control} {...field('firstName')} type="text" autoComplete="given-name" />}
      </FormField>
      <FormField label="Apellido" error={errors.lastName?.message} className={`${half} mb-3`}>
        {(control) => <input {...control} {...field('lastName')} type="text" autoComplete="family-name" />}
      </FormField>
      <FormField label="Fecha de nacimiento" error={errors.birthday?.message} className={`${half} mb-3`}>
        {(control) => <input {...control} {...field('birthday')} type="date" autoComplete="bday" />}
      </FormField>
      <FormField label="Teléfono" error={errors.phone?.message} className={`${half} mb-3`}>
        {(control) => (
          <input {...control} {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField
        label="País"
        error={errors.country?.message}
        controlClass="form-select"
        className="col-12 mb-3"
      >
        {(control) => (
          <select {...control} {...field('country')} autoComplete="country-name">
            <option value="">{messages.validation.selectCountry}</option>
            {COUNTRY_NAMES.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
