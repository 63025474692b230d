import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { legalEndpoints, legalTextFormSchema, messages, type LegalText } from '@constelaciones/contract';
import { formatDate } from '@constelaciones/contract/format';
import { NewTabLink } from '../../../components/ui/NewTabLink';
import { showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { paths } from '../../../lib/paths';
import { AdminForm, fieldsFor, useSaveForm } from '../kit/form';
import { MARKDOWN_HINT, MarkdownPreview } from '../kit/MarkdownPreview';

const { Field } = fieldsFor(legalTextFormSchema);

const PAGES = {
  terms: { title: messages.legal.termsTitle, path: paths.terms },
  privacy: { title: messages.legal.privacyTitle, path: paths.privacy },
} as const;

/** Where the text stands: the site's proposal, a draft not yet public, or published (with changes since?). */
function statusOf(text: LegalText): string {
  if (text.published === null || text.publishedAt === null) {
    return text.updatedAt === null
      ? 'Propuesta del sitio, sin publicar: revisala, completá lo que está entre corchetes y publicala. Hasta entonces la página la muestra marcada como borrador.'
      : 'Sin publicar: la página muestra este texto marcado como borrador.';
  }
  const published = `Publicado el ${formatDate(text.publishedAt)}.`;
  return text.draft === text.published
    ? published
    : `${published} El borrador tiene cambios que todavía no publicaste.`;
}

/**
 * One legal text: its Markdown with a preview, 'Guardar borrador' (visitors keep reading what they read) and
 * 'Publicar' (visitors read this from now on).
 */
export function LegalTextForm({ text: initial }: { text: LegalText }) {
  const [text, setText] = useState(initial);
  const publishing = useRef(false);
  const { title, path } = PAGES[text.kind];
  const { form, submit } = useSaveForm({
    schema: legalTextFormSchema,
    defaultValues: { markdown: initial.draft },
    save: async ({ markdown }) => {
      const write = publishing.current ? legalEndpoints.publish : legalEndpoints.save;
      const saved = await call(write, { body: { kind: text.kind, markdown } });
      setText(saved.text);
      void showSuccess(saved.msg);
    },
    popups: { failure: messages.legal.saveFailed },
  });
  const markdown = useWatch({ control: form.control, name: 'markdown' });

  // Which button sent the form: 'Publicar' (the main one) or 'Guardar borrador'.
  const submitFrom = (event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    publishing.current = submitter?.getAttribute('value') === 'publish';
    return submit(event);
  };

  return (
    <section className="mb-5" aria-labelledby={`legal-${text.kind}`}>
      <h3 id={`legal-${text.kind}`} className="h4">
        {title}
      </h3>
      <p className="mb-1" role="status">
        {statusOf(text)}
      </p>
      <p>
        <NewTabLink href={path}>Ver la página {path}</NewTabLink>
      </p>
      <AdminForm
        form={form}
        submit={submitFrom}
        action="Publicar"
        submitValue="publish"
        moreActions={
          <button
            type="submit"
            value="save"
            className="btn btn-outline-primary"
            disabled={form.formState.isSubmitting}
          >
            Guardar borrador
          </button>
        }
      >
        <div className="row g-lg-4">
          <Field
            name="markdown"
            label={`Texto de ${title.toLowerCase()}`}
            as="textarea"
            rows={18}
            hint={MARKDOWN_HINT}
            className="col-lg-6 mb-3"
          />
          <div className="col-lg-6 mb-3">
            <MarkdownPreview markdown={markdown ?? ''} placeholder="El texto se verá aquí." />
          </div>
        </div>
      </AdminForm>
    </section>
  );
}
