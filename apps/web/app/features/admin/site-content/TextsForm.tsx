import { messages, SITE_SECTIONS, type SiteKey } from '@constelaciones/contract';
import { AdminForm, fieldsFor, recordValues, useSaveForm } from '../kit/form';
import type { FormSchema } from '../kit/schemaFields';
import { saveSiteTexts } from './api';
import { MARKDOWN_HINT, TEXT_FIELDS } from './fieldsOf';

type Texts = Record<string, string>;

/** The texts of one record of hers, saved together ('Guardar'); a save makes the record hers, no longer demo. */
export function TextsForm({ sectionKey, saved }: { sectionKey: SiteKey; saved: object }) {
  const schema = SITE_SECTIONS[sectionKey].texts as unknown as FormSchema<Texts, Texts>;
  const { Field } = fieldsFor(schema);
  const { form, submit } = useSaveForm({
    schema,
    defaultValues: recordValues(schema, saved),
    save: (texts) => saveSiteTexts(sectionKey, texts),
    popups: { success: messages.siteContent.updated, failure: messages.siteContent.updateFailed },
  });

  return (
    <AdminForm form={form} submit={submit} action="Guardar">
      {TEXT_FIELDS[sectionKey].map(({ name, label, markdown, lines, hint, type }) => (
        <Field
          key={name}
          name={name}
          label={label}
          type={type}
          as={markdown || lines ? 'textarea' : 'input'}
          rows={markdown ? 8 : lines ? 3 : undefined}
          hint={markdown ? [hint, MARKDOWN_HINT].filter(Boolean).join(' ') : hint}
        />
      ))}
    </AdminForm>
  );
}
