import { useEffect, useRef } from 'react';
import { IMAGE_UPLOAD_TYPES } from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { ImageChoice } from './useImageChoice';
import { withHint } from './withHint';

interface Props {
  label: string;
  choice: ImageChoice;
  /** The image kept when no new one is chosen (editing), as a file under /img. */
  current?: string;
  /** What the current image shows, for its alt text. */
  subject: string;
}

const WIDTH = 240;
const HEIGHT = 160;

/** An image upload with a preview of the chosen file, or of the image it replaces. */
export function ImageField({ label, choice, current, subject }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { file } = choice;
  // A file the rules refuse is not previewed: the message says why.
  const preview = choice.error ? undefined : choice.preview;

  // A choice cleared after saving empties the input too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  return (
    <div className="admin-image-field">
      <FormField label={label} error={choice.error} className="admin-image-input">
        {(field) => {
          const { control, hintId } = withHint(field);
          return (
            <>
              <input
                {...control}
                ref={inputRef}
                type="file"
                accept={IMAGE_UPLOAD_TYPES.join(',')}
                onChange={(event) => choice.choose(event.target.files?.[0] ?? null)}
              />
              <div id={hintId} className="form-text">
                JPG, PNG, WebP o GIF, hasta 8 MB.
                {current && ' Si no elegís otra, se mantiene la imagen actual.'}
              </div>
            </>
          );
        }}
      </FormField>
      {preview ? (
        <figure className="admin-image-preview">
          <img
            src={preview}
            alt={`Vista previa de la nueva imagen de ${subject}`}
            width={WIDTH}
            height={HEIGHT}
          />
          <figcaption>Nueva imagen</figcaption>
        </figure>
      ) : (
        current && (
          <figure className="admin-image-preview">
            <ResponsiveImage
              file={current}
              alt={`Imagen actual de ${subject}`}
              sizes={`${WIDTH}px`}
              width={WIDTH}
              height={HEIGHT}
            />
            <figcaption>Imagen actual</figcaption>
          </figure>
        )
      )}
    </div>
  );
}
