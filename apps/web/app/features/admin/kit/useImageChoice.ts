import { useEffect, useRef, useState } from 'react';
import { imageFileProblem } from '@constelaciones/contract';

interface Choice {
  file: File | null;
  /** An object URL showing the chosen file, while it is an acceptable image. */
  preview?: string;
  error?: string;
}

/**
 * The image chosen in an admin form: kept apart from react-hook-form (a File is not a form value the schemas
 * read) but checked at the same moment as the other fields. `required` when there is no image to keep.
 */
export function useImageChoice(required: boolean) {
  const [choice, setChoice] = useState<Choice>({ file: null });
  const preview = useRef<string>(undefined);

  const show = (next: Choice) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = next.preview;
    setChoice(next);
  };

  useEffect(() => () => void (preview.current && URL.revokeObjectURL(preview.current)), []);

  const choose = (file: File | null) => {
    const error = file ? imageFileProblem(file, false) : undefined;
    show({ file, error, preview: file && !error ? URL.createObjectURL(file) : undefined });
  };

  /** Shows the rule's message when the choice is not acceptable; answers whether it is. */
  const check = () => {
    const error = imageFileProblem(choice.file, required);
    setChoice((current) => ({ ...current, error }));
    return !error;
  };

  return {
    ...choice,
    choose,
    check,
    clear: () => show({ file: null }),
    /** The server's message when it refused the image. */
    setError: (error: string) => setChoice((current) => ({ ...current, error })),
  };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;
