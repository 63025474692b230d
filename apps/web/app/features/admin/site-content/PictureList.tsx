import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  messages,
  siteContentEndpoints,
  slotCapacity,
  type PictureSlot,
  type SiteImage,
  type SiteKey,
} from '@constelaciones/contract';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { showError, showSuccess } from '../../../components/ui/popups';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { ApiError } from '../../../lib/api';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { ImageField } from '../kit/ImageField';
import { useUnsavedChanges } from '../kit/UnsavedChangesGuard';
import { useImageChoice } from '../kit/useImageChoice';
import { addSitePicture } from './api';

interface Props {
  sectionKey: SiteKey;
  slot: PictureSlot;
  /** E.g. 'Carrusel de fotos'. */
  label: string;
  saved: SiteImage[];
}

const { altRequired } = messages.siteContent;

const samePictures = (one: SiteImage[], other: SiteImage[]) =>
  one.length === other.length &&
  one.every((picture, at) => picture.file === other[at]?.file && picture.alt === other[at]?.alt);

/**
 * The pictures of one place of a record: each with what it shows (alt text, required), moved up or down or
 * removed, then saved ('Guardar imágenes'); and a new one uploaded with its alt text. A single place (banner,
 * portrait) takes one picture: a new one replaces it. Once saved, the screen's data is read again, so that
 * the page's preview shows the pictures as the site does.
 */
export function PictureList({ sectionKey, slot, label, saved }: Props) {
  const id = useId();
  const single = slotCapacity(sectionKey, slot) === 1;
  const [kept, setKept] = useState(saved);
  const [pictures, setPictures] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string>();
  const choice = useImageChoice(true);
  const { revalidate } = useRevalidator();
  useUnsavedChanges(!samePictures(pictures, kept) || choice.file !== null || alt.trim() !== '');

  const keep = (answer: { pictures: SiteImage[]; msg: string }) => {
    setKept(answer.pictures);
    setPictures(answer.pictures);
    void revalidate();
    void showSuccess(answer.msg);
  };

  const move = (from: number, to: number) =>
    setPictures((current) => {
      const next = [...current];
      const [picture] = next.splice(from, 1);
      next.splice(to, 0, picture!);
      return next;
    });

  const save = async () => {
    if (pictures.some((picture) => !picture.alt.trim())) return void showError(altRequired);
    setSaving(true);
    try {
      const answer = await call(siteContentEndpoints.savePictures, {
        params: { key: sectionKey, slot },
        body: { pictures },
      });
      keep(answer);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const add = async () => {
    const problem = alt.trim() ? undefined : altRequired;
    setAltError(problem);
    if (!choice.check() || problem || !choice.file) return;
    setAdding(true);
    try {
      const answer = await addSitePicture(sectionKey, slot, alt.trim(), choice.file);
      setAlt('');
      choice.clear();
      keep(answer);
    } catch (error) {
      const imageProblem = error instanceof ApiError ? error.body.errors?.img : undefined;
      if (imageProblem) choice.setError(imageProblem);
      void showError(errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <fieldset className="site-pictures mb-4" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="h6">
        {label}
      </legend>
      {pictures.length === 0 ? (
        <p className="text-muted">Todavía no hay imágenes.</p>
      ) : (
        <ol className="list-unstyled site-picture-list">
          {pictures.map((picture, index) => {
            const position = `imagen ${index + 1}`;
            return (
              <li key={picture.file} className="d-flex flex-wrap gap-3 align-items-start mb-3">
                <ResponsiveImage
                  file={picture.file}
                  alt={picture.alt}
                  sizes="160px"
                  width={160}
                  height={100}
                />
                <div className="flex-grow-1">
                  <label className="form-label" htmlFor={`${id}-alt-${index}`}>
                    Texto alternativo de la {position}
                  </label>
                  <input
                    id={`${id}-alt-${index}`}
                    className="form-control"
                    value={picture.alt}
                    onChange={(event) =>
                      setPictures((current) =>
                        current.map((item, at) =>
                          at === index ? { ...item, alt: event.target.value } : item,
                        ),
                      )
                    }
                  />
                  <div className="d-flex gap-2 mt-2">
                    {!single && (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          Subir <span className="visually-hidden">la {position}</span>
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          disabled={index === pictures.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          Bajar <span className="visually-hidden">la {position}</span>
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => setPictures((current) => current.filter((_, at) => at !== index))}
                    >
                      Quitar <span className="visually-hidden">la {position}</span>
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="d-flex justify-content-end mb-3">
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={saving}
          onClick={() => void save()}
        >
          Guardar imágenes
        </button>
      </div>
      <form
        className="site-picture-new"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <ImageField label="Nueva imagen" choice={choice} subject={label} />
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-new-alt`}>
            Qué muestra la nueva imagen
          </label>
          <input
            id={`${id}-new-alt`}
            className={`form-control${altError ? ' is-invalid' : ''}`}
            value={alt}
            aria-describedby={`${id}-new-alt-hint`}
            aria-invalid={altError ? true : undefined}
            onChange={(event) => setAlt(event.target.value)}
          />
          {altError && <div className="invalid-feedback">{altError}</div>}
          <div id={`${id}-new-alt-hint`} className="form-text">
            Una frase para quien no puede ver la imagen (texto alternativo).
          </div>
        </div>
        <SubmitButton pending={adding}>
          {single && pictures.length > 0 ? 'Reemplazar imagen' : 'Agregar imagen'}
        </SubmitButton>
      </form>
    </fieldset>
  );
}
