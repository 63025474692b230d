import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { InvoicingSettingsEditInput } from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { useFieldError } from '../kit/fields';

interface Props {
  name: 'certificate' | 'privateKey';
  label: string;
  /** The file names offered, e.g. '.key,.pem'. */
  accept: string;
}

/**
 * A PEM file of the invoicing form, read as text in the browser into the field `name`: the JSON body carries
 * its text. Nothing chosen leaves the field empty, which keeps the one saved.
 */
export function PemFileField({ name, label, accept }: Props) {
  const { setValue } = useFormContext<InvoicingSettingsEditInput>();
  const error = useFieldError(name);
  const text = useWatch<InvoicingSettingsEditInput>({ name });
  const inputRef = useRef<HTMLInputElement>(null);

  // The field emptied once saved empties the input too.
  useEffect(() => {
    if (!text && inputRef.current) inputRef.current.value = '';
  }, [text]);

  const choose = async (file: File | undefined) =>
    setValue(name, file ? await file.text() : '', { shouldDirty: true, shouldValidate: true });

  return (
    <FormField label={label} error={error} className="col-md-6 mb-3">
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={accept}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      )}
    </FormField>
  );
}
