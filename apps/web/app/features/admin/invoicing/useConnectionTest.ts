import { useState } from 'react';
import { invoicingEndpoints } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

/** What 'Probar conexión' last answered: ARCA's points of sale, or what is wrong. */
export interface ConnectionResult {
  passed: boolean;
  msg: string;
}

/** 'Probar conexión' with the saved settings: whether it is under way, and what it answered. */
export function useConnectionTest() {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ConnectionResult>();

  async function test() {
    setTesting(true);
    setResult(undefined);
    try {
      setResult({ passed: true, msg: (await call(invoicingEndpoints.test, {})).msg });
    } catch (error) {
      setResult({ passed: false, msg: errorMessage(error) });
    } finally {
      setTesting(false);
    }
  }

  return { testing, result, test };
}
