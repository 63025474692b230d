import { useDeferredValue, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { messages, SITE_SECTIONS, type SiteKey } from '@constelaciones/contract';
import { AdminForm, fieldsFor, recordValues, useSaveForm } from '../kit/form';
import type { FormSchema } from '../kit/schemaFields';
import { useUnsavedChanges } from '../kit/UnsavedChangesGuard';
import { saveSiteTexts } from './api';
import { MARKDOWN_HINT, TEXT_FIELDS } from './fieldsOf';
import { PagePreview } from './PagePreview';

type Texts = Record<string, string>;

interface Props {
  sectionKey: SiteKey;
  saved: object;
  /** The public page's part, drawn from the texts as she types them. */
  preview: (texts: Texts) => ReactNode;
}

/**
 * The texts of one record of hers, saved together ('Guardar'), then the preview of the page's part they fill;
 * a save makes the record hers, no longer demo.
 */
export function TextsForm({ sectionKey, saved, preview }: Props) {
  const schema = SITE_SECTIONS[sectionKey].texts as unknown as FormSchema<Texts, Texts>;
  const { Field } = fieldsFor(schema);
  const { form, submit } = useSaveForm({
    schema,
    defaultValues: recordValues(schema, saved),
    save: async (texts) => {
      const typed = form.getValues();
      await saveSiteTexts(sectionKey, texts);
      // What she typed is what is saved now: leaving no longer asks.
      form.reset(typed);
    },
    popups: { success: messages.siteContent.updated, failure: messages.siteContent.updateFailed },
  });
  useUnsavedChanges(form.formState.isDirty);
  // Drawn a moment behind the typing when the page's part is long, so that typing never waits for it.
  const typed = useDeferredValue(useWatch({ control: form.control }) as Texts);

  // The preview follows the form rather than sitting in it: the page's part may hold a form of its own.
  return (
    <>
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
      <PagePreview action="Guardar">{preview(typed)}</PagePreview>
    </>
  );
}
