import type { LegalText } from '@constelaciones/contract';
import { LegalTextForm } from './LegalTextForm';

/** 'Términos y privacidad': the terms and the privacy policy, each with its own editor. */
export function LegalTexts({ texts }: { texts: LegalText[] }) {
  return (
    <>
      <p className="text-body-secondary">
        El sitio te propone un primer borrador de cada texto. Revisalo, completá lo que está entre corchetes y
        tocá «Publicar»: desde ese momento es lo que leen quienes visitan la página. «Guardar borrador» guarda
        tus cambios sin mostrarlos.
      </p>
      {texts.map((text) => (
        <LegalTextForm key={text.kind} text={text} />
      ))}
    </>
  );
}
