import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  isoToArgentineLocal,
  messages,
  moduleEditSchema,
  moduleMode,
  type Module,
  type ModuleEditInput,
  type ModuleEditOutput,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showError, showSuccess } from '../../../components/ui/popups';
import { ReadOnlyFacts } from '../components/ReadOnlyFacts';
import { SwitchField } from '../components/SwitchField';
import { PRICE_INPUT } from '../components/priceInput';
import { editModule } from './api';

const FIELDS = ['date', 'pricePesos', 'priceDolar', 'link_intro', 'link', 'open', 'enabled'] as const;

const moduleValues = (module: Module): ModuleEditInput => ({
  date: isoToArgentineLocal(module.date),
  pricePesos: String(module.pricePesos),
  priceDolar: String(module.priceDolar),
  link_intro: module.link_intro,
  link: module.link ?? '',
  open: module.open,
  enabled: module.enabled,
});

/** The module edit page: date, prices, links and the open and enabled toggles; title and mode are not editable. */
export function ModuleForm({ module, onSaved }: { module: Module; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ModuleEditInput, unknown, ModuleEditOutput>({
    resolver: zodResolver(moduleEditSchema),
    defaultValues: moduleValues(module),
    mode: 'onTouched',
  });

  const save = handleSubmit(async (values) => {
    try {
      await editModule(module._id, values);
      void showSuccess(messages.module.updated);
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      void showError(messages.module.updateFailed);
    }
  });

  const live = module.typeModule === 'sincronico';
  return (
    <form onSubmit={save} noValidate className="admin-form">
      <ReadOnlyFacts
        facts={[
          ['Módulo', module.title],
          ['Modalidad', moduleMode(module.typeModule)],
        ]}
      />
      <div className="row gx-md-3">
        <FormField
          label="Próxima fecha y hora (hora Argentina)"
          error={errors.date?.message}
          className="col-md-4 mb-3"
        >
          {(control) => <input {...control} {...register('date')} type="datetime-local" />}
        </FormField>
        <FormField label="Precio en pesos" error={errors.pricePesos?.message} className="col-md-4 mb-3">
          {(control) => <input {...control} {...register('pricePesos')} {...PRICE_INPUT} />}
        </FormField>
        <FormField label="Precio en dólares" error={errors.priceDolar?.message} className="col-md-4 mb-3">
          {(control) => <input {...control} {...register('priceDolar')} {...PRICE_INPUT} />}
        </FormField>
        <FormField
          label="Link de la introducción"
          error={errors.link_intro?.message}
          className="col-md-6 mb-3"
        >
          {(control) => <input {...control} {...register('link_intro')} type="url" inputMode="url" />}
        </FormField>
        <FormField
          label={live ? 'Link de la sala en vivo' : 'Link del video o audio del módulo'}
          error={errors.link?.message}
          className="col-md-6 mb-3"
        >
          {(control) => <input {...control} {...register('link')} type="url" inputMode="url" />}
        </FormField>
        <div className="col-md-6">
          <SwitchField
            label="Abierto a la compra"
            hint="Cuando está cerrado, el botón Comprar queda deshabilitado."
            registration={register('open')}
          />
        </div>
        <div className="col-md-6">
          <SwitchField
            label={messages.module.enabled}
            hint="Un módulo no habilitado aparece como «No habilitado» en las listas de compra."
            registration={register('enabled')}
          />
        </div>
      </div>
      <div className="d-flex justify-content-end">
        <SubmitButton pending={isSubmitting}>Guardar cambios</SubmitButton>
      </div>
    </form>
  );
}
