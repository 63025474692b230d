import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showError, showSuccess } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api';
import { schemaFields, type FormSchema } from './schemaFields';
import type { ImageChoice } from './useImageChoice';

interface SaveFormOptions<Values extends FieldValues, Output> {
  /** The contract's schema: the rules checked as the owner types, and the fields a 400 may name. */
  schema: FormSchema<Values, Output>;
  defaultValues: DefaultValues<Values>;
  /** The API call. */
  save: (values: Output) => Promise<unknown>;
  /**
   * The texts of the spec's success and error popups (section 8); no success popup when the form tells it. The
   * failure's may be read from the error (e.g. the server's message).
   */
  popups: { success?: string; failure: string | ((error: unknown) => string) };
  /** The form's image, chosen apart from the fields: checked with them, cleared once saved. */
  image?: ImageChoice;
  /** A new item's form: emptied once saved, ready for the next one. */
  clearOnSave?: boolean;
  onSaved?: () => void;
}

/**
 * Every admin form's save: the schema's rules first (the image's too), then the call, then the spec's popups;
 * on a 400 the server's messages also show next to their fields (and the image's next to the image).
 */
export function useSaveForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  save,
  popups,
  image,
  clearOnSave = false,
  onSaved,
}: SaveFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema) as Resolver<Values, unknown, Output>,
    defaultValues,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(
    async (values) => {
      if (image && !image.check()) return;
      try {
        await save(values);
        if (clearOnSave) form.reset();
        image?.clear();
        if (popups.success) void showSuccess(popups.success);
        onSaved?.();
      } catch (error) {
        showServerFieldErrors(error, schemaFields(schema), form.setError);
        const imageProblem = error instanceof ApiError ? error.body.errors?.img : undefined;
        if (imageProblem) image?.setError(imageProblem);
        void showError(typeof popups.failure === 'string' ? popups.failure : popups.failure(error));
      }
    },
    // The image's rule is told together with the fields'.
    () => void image?.check(),
  );

  return { form, submit };
}
