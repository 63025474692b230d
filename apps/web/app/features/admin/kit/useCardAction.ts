import { useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * A card's button (or a form's) that calls the server: pending while it runs, then `onDone` (the list reads
 * itself again), or the server's message (`failed` when it gave none) on the card.
 */
export function useCardAction(failed: string, onDone: () => void = () => {}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function run(action: () => Promise<unknown>) {
    setPending(true);
    setError('');
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, failed));
    } finally {
      setPending(false);
    }
  }

  return { run, pending, error };
}
