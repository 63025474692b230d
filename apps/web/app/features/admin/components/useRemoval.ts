import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';

interface Removal {
  /** The question asked first, and its confirming button. */
  question: string;
  confirmText: string;
  remove: (id: string) => Promise<unknown>;
  removed: string;
  failed: string;
}

/**
 * Deleting an item of an admin list: asks first, then tells the outcome, and reloads the list so the item
 * leaves it. `pendingId` is the item being deleted, to disable its button meanwhile.
 */
export function useRemoval({ question, confirmText, remove, removed, failed }: Removal) {
  const { revalidate } = useRevalidator();
  const [pendingId, setPendingId] = useState<string>();

  const removeItem = async (id: string) => {
    if (!(await confirmAction(question, confirmText))) return;
    setPendingId(id);
    try {
      await remove(id);
      await revalidate();
      void showSuccess(removed);
    } catch {
      void showError(failed);
    } finally {
      setPendingId(undefined);
    }
  };

  return { pendingId, removeItem };
}
