import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { confirmAction } from '../../../components/ui/popups';

/** The question asked before leaving a screen with changes not saved. */
export const LEAVE_QUESTION = {
  title: '¿Salir sin guardar?',
  text: 'Tenés cambios que todavía no guardaste. Si salís ahora, se pierden.',
  leave: 'Salir sin guardar',
  stay: 'Seguir editando',
};

type Report = (form: string, unsaved: boolean) => void;

const ReportContext = createContext<Report>(() => {});

/**
 * A screen whose forms keep what she typed until she saves it: while any form inside (useUnsavedChanges)
 * holds changes not saved, going to another address asks first, in the site's own popup (React Router's
 * blocker: a link, the tab bar, the browser's back button); closing or reloading the browser's tab asks with
 * the browser's question (beforeunload). Once everything is saved, leaving asks nothing.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // Kept in a ref and read when she leaves: a form's report counts at once, with no render of the guard.
  const unsaved = useRef(new Set<string>());
  const report = useCallback<Report>((form, changed) => {
    if (changed) unsaved.current.add(form);
    else unsaved.current.delete(form);
  }, []);

  // Another address only: a link to a place on this same page loses nothing.
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        unsaved.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { title, leave, text, stay } = LEAVE_QUESTION;
    void confirmAction(title, leave, text, stay).then((leaves) =>
      leaves ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  return <ReportContext.Provider value={report}>{children}</ReportContext.Provider>;
}

/** Tells the guard around this form, if any, whether it holds changes not saved. */
export function useUnsavedChanges(unsaved: boolean): void {
  const form = useId();
  const report = useContext(ReportContext);
  useEffect(() => {
    report(form, unsaved);
    return () => report(form, false);
  }, [report, form, unsaved]);
}
