import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  articleFormSchema,
  messages,
  type Article,
  type ArticleFormInput,
  type ArticleFormOutput,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showError, showSuccess } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api';
import { ImageField } from '../components/ImageField';
import { useImageChoice } from '../components/useImageChoice';
import { withHint } from '../components/withHint';
import { createArticle, editArticle } from './api';
import { ArticleCreatedModal } from './ArticleCreatedModal';
import { MarkdownPreview } from './MarkdownPreview';

interface Props {
  /** The article to edit; without it the form creates one. */
  article?: Article;
  /** After an edit is saved. */
  onSaved?: () => void;
}

const EMPTY: ArticleFormInput = { title: '', paragraph: '' };

/** 'Agregar artículo' and the article edit page: title, the paragraph in Markdown with a preview, the image. */
export function ArticleForm({ article, onSaved }: Props) {
  const image = useImageChoice(article === undefined);
  const [created, setCreated] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormInput, unknown, ArticleFormOutput>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: article ? { title: article.title, paragraph: article.paragraph } : EMPTY,
    mode: 'onTouched',
  });

  const paragraph = useWatch({ control, name: 'paragraph' });

  const save = async (values: ArticleFormOutput) => {
    if (!image.check()) return;
    try {
      if (article) {
        await editArticle(article._id, values, image.file);
        void showSuccess(messages.article.updated);
        onSaved?.();
      } else {
        await createArticle(values, image.file);
        reset(EMPTY);
        setCreated(true);
      }
      image.clear();
    } catch (error) {
      showServerFieldErrors(error, ['title', 'paragraph'], setError);
      const imageProblem = error instanceof ApiError ? error.body.errors?.img : undefined;
      if (imageProblem) image.setError(imageProblem);
      void showError(article ? messages.article.updateFailed : messages.article.createFailed);
    }
  };

  return (
    <>
      <form onSubmit={handleSubmit(save, image.check)} noValidate className="admin-form">
        <FormField label="Título" error={errors.title?.message}>
          {(control) => <input {...control} {...register('title')} type="text" />}
        </FormField>
        <div className="row g-lg-4">
          <div className="col-lg-6">
            <FormField label="Texto del artículo" error={errors.paragraph?.message}>
              {(field) => {
                const { control, hintId } = withHint(field);
                return (
                  <>
                    <textarea {...control} {...register('paragraph')} rows={14} />
                    <div id={hintId} className="form-text">
                      Podés usar Markdown: una línea que empieza con <code>##</code> es un subtítulo,{' '}
                      <code>**negrita**</code>, <code>*cursiva*</code>, <code>- </code> al comienzo de la
                      línea para una lista y <code>[texto](https://…)</code> para un enlace. Dejá una línea en
                      blanco entre párrafos.
                    </div>
                  </>
                );
              }}
            </FormField>
          </div>
          <div className="col-lg-6 mb-3">
            <MarkdownPreview markdown={paragraph} />
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
        <div className="d-flex justify-content-end">
          <SubmitButton pending={isSubmitting}>{article ? 'Guardar cambios' : 'Crear artículo'}</SubmitButton>
        </div>
      </form>
      {!article && <ArticleCreatedModal show={created} onAddAnother={() => setCreated(false)} />}
    </>
  );
}
