import { useEffect, useMemo, useRef } from 'react';
import { FormField } from '../../components/ui/form/FormField';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';

interface Props {
  /** The current avatar's file under /img, '' when there is none. */
  current: string;
  initials: string;
  /** The chosen image, until it is uploaded. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The server's message when it refused the image. */
  error?: string;
}

const SIZE = 96;

/** The avatar, with a preview of the chosen image; it is uploaded when the profile is saved. */
export function AvatarField({ current, initials, file, onChange, error }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);

  useEffect(() => {
    if (preview) return () => URL.revokeObjectURL(preview);
    // Saved or dropped: the input forgets the file too.
    if (inputRef.current) inputRef.current.value = '';
  }, [preview]);

  return (
    <div className="avatar-field d-flex align-items-center gap-3 mb-3">
      <div className="avatar" aria-hidden={!preview && !current}>
        {preview ? (
          <img src={preview} alt="Vista previa de tu nueva foto" width={SIZE} height={SIZE} />
        ) : current ? (
          <ResponsiveImage
            file={current}
            alt="Tu foto de perfil"
            sizes={`${SIZE}px`}
            width={SIZE}
            height={SIZE}
          />
        ) : (
          initials
        )}
      </div>
      <FormField label="Foto de perfil" error={error} className="flex-grow-1">
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept="image/*"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
    </div>
  );
}
