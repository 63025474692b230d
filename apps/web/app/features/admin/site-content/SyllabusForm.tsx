import { useDeferredValue, useState, type ReactNode } from 'react';
import { messages, siteContentEndpoints, syllabusTopicsSchema, type Module } from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showError, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { useUnsavedChanges } from '../kit/UnsavedChangesGuard';
import { withHint } from '../kit/withHint';
import { PagePreview } from './PagePreview';

/** A module number of the training: its live and its recorded version show the same syllabus. */
export type SyllabusModule = Pick<Module, 'number' | 'title' | 'topics'>;

interface Props {
  modules: SyllabusModule[];
  /** The public syllabus, drawn from the topics as she types them. */
  preview: (modules: SyllabusModule[]) => ReactNode;
}

/** The topics a text holds: one per line, blank lines left out. */
const topicsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const textsOf = (modules: SyllabusModule[]): Record<number, string> =>
  Object.fromEntries(modules.map((module) => [module.number, module.topics.join('\n')]));

/**
 * 'Temario': the topics of every module, one per line, saved together ('Guardar temario'), then the preview
 * of the public syllabus. Each module she changed is sent, one after the other. A module's rule (how many
 * topics, how long) is told next to it before anything is sent.
 */
export function SyllabusForm({ modules, preview }: Props) {
  const [kept, setKept] = useState(() => textsOf(modules));
  const [texts, setTexts] = useState(kept);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const changed = modules.filter(({ number }) => texts[number] !== kept[number]);
  useUnsavedChanges(changed.length > 0);
  const typed = useDeferredValue(texts);

  const save = async () => {
    const found: Record<number, string> = {};
    for (const { number } of changed) {
      const checked = syllabusTopicsSchema.safeParse({ topics: topicsOf(texts[number] ?? '') });
      if (!checked.success) found[number] = checked.error.issues[0]?.message ?? messages.server.unexpected;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return void showError(messages.siteContent.updateFailed);
    setSaving(true);
    try {
      for (const { number } of changed) {
        const topics = topicsOf(texts[number] ?? '');
        await call(siteContentEndpoints.saveTopics, { params: { number: String(number) }, body: { topics } });
        const text = topics.join('\n');
        setKept((current) => ({ ...current, [number]: text }));
        setTexts((current) => ({ ...current, [number]: text }));
      }
      void showSuccess(messages.siteContent.topicsSaved);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {modules.map(({ number, title }) => {
          const text = texts[number] ?? '';
          return (
            <FormField key={number} label={`Temas del ${title}`} error={problems[number]}>
              {(field) => {
                const { control, hintId } = withHint(field);
                return (
                  <>
                    <textarea
                      {...control}
                      rows={Math.max(3, text.split('\n').length + 1)}
                      value={text}
                      onChange={(event) =>
                        setTexts((current) => ({ ...current, [number]: event.target.value }))
                      }
                    />
                    <div id={hintId} className="form-text">
                      Un tema por línea.
                    </div>
                  </>
                );
              }}
            </FormField>
          );
        })}
        <div className="d-flex justify-content-end">
          <SubmitButton pending={saving}>Guardar temario</SubmitButton>
        </div>
      </form>
      <PagePreview action="Guardar temario">
        {preview(modules.map((module) => ({ ...module, topics: topicsOf(typed[module.number] ?? '') })))}
      </PagePreview>
    </>
  );
}
