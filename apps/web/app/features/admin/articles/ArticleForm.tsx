import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { articleFormSchema, messages, type Article } from '@constelaciones/contract';
import { AdminForm, emptyValues, fieldsFor, useSaveForm } from '../kit/form';
import { ImageField } from '../kit/ImageField';
import { useImageChoice } from '../kit/useImageChoice';
import { MARKDOWN_HINT, MarkdownPreview } from '../kit/MarkdownPreview';
import { createArticle, editArticle } from './api';
import { ArticleCreatedModal } from './ArticleCreatedModal';

interface Props {
  /** The article to edit; without it the form creates one. */
  article?: Article;
  /** After an edit is saved. */
  onSaved?: () => void;
}

const { Field } = fieldsFor(articleFormSchema);

/**
 * 'Agregar artículo' and the article edit page: title, the paragraph in Markdown with a preview, the image.
 * A new article is announced by the spec's modal ('Home' / 'Agregar otra actividad') rather than a popup.
 */
export function ArticleForm({ article, onSaved }: Props) {
  const image = useImageChoice(article === undefined);
  const [created, setCreated] = useState(false);
  const { form, submit } = useSaveForm({
    schema: articleFormSchema,
    defaultValues: article
      ? { title: article.title, paragraph: article.paragraph }
      : emptyValues(articleFormSchema),
    save: (values) =>
      article ? editArticle(article._id, values, image.file) : createArticle(values, image.file),
    popups: {
      success: article && messages.article.updated,
      failure: article ? messages.article.updateFailed : messages.article.createFailed,
    },
    image,
    clearOnSave: !article,
    onSaved: article ? onSaved : () => setCreated(true),
  });
  const paragraph = useWatch({ control: form.control, name: 'paragraph' });

  return (
    <>
      <AdminForm form={form} submit={submit} action={article ? 'Guardar cambios' : 'Crear artículo'}>
        <Field name="title" label="Título" />
        <div className="row g-lg-4">
          <Field
            name="paragraph"
            label="Texto del artículo"
            as="textarea"
            rows={14}
            hint={MARKDOWN_HINT}
            className="col-lg-6 mb-3"
          />
          <div className="col-lg-6 mb-3">
            <MarkdownPreview markdown={paragraph ?? ''} placeholder="El texto del artículo se verá aquí." />
          </div>
        </div>
        <div className="mb-3">
          <ImageField
            label="Imagen"
            choice={image}
            current={article?.img}
            subject={article ? `el artículo ${article.title}` : 'el artículo'}
          />
        </div>
      </AdminForm>
      {!article && <ArticleCreatedModal show={created} onAddAnother={() => setCreated(false)} />}
    </>
  );
}
