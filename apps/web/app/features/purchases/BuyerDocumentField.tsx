import { buyerDocumentSchema } from '@constelaciones/contract';
import { messages } from '@constelaciones/contract/messages';
import { FormField } from '../../components/ui/form/FormField';

const texts = messages.purchase;

/**
 * The buyer's DNI or CUIL, for a total that asks for it (the quote's `identify`): the digits the server keeps,
 * or the message to show under the field. The server checks it again.
 */
export function checkedDocument(text: string): { document: string } | { error: string } {
  if (text.trim() === '') return { error: texts.documentRequired };
  const parsed = buyerDocumentSchema.safeParse(text);
  return parsed.success ? { document: parsed.data } : { error: texts.documentInvalid };
}

interface Props {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** 'DNI o CUIL', with why ARCA asks for it: shown in the checkout only when the total calls for it. */
export function BuyerDocumentField({ value, error, disabled, onChange }: Props) {
  return (
    <>
      <p className="form-text mb-1">{texts.documentHelp}</p>
      <FormField label={texts.document} error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
