import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { messages } from '@constelaciones/contract';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';

/** The texts of a deletion, as the contract's messages name them for each kind of item. */
export interface RemovalMessages {
  deleteConfirm: string;
  /** The confirming button; the spec's 'Si, Eliminar!' when the kind has none of its own. */
  deleteConfirmButton?: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * Deleting an item of an admin list: asks first, then tells the outcome, and reloads the list so the item
 * leaves it. `pendingId` is the item being deleted, to disable its button meanwhile.
 */
export function useRemoval(texts: RemovalMessages, remove: (id: string) => Promise<unknown>) {
  const { revalidate } = useRevalidator();
  const [pendingId, setPendingId] = useState<string>();

  const removeItem = async (id: string) => {
    const confirmText = texts.deleteConfirmButton ?? messages.activity.deleteConfirmButton;
    if (!(await confirmAction(texts.deleteConfirm, confirmText))) return;
    setPendingId(id);
    try {
      await remove(id);
      await revalidate();
      void showSuccess(texts.deleted);
    } catch {
      void showError(texts.deleteFailed);
    } finally {
      setPendingId(undefined);
    }
  };

  return { pendingId, removeItem };
}
