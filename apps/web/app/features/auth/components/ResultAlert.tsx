/** The outcome of a request told with the server's message. */
export interface Result {
  ok: boolean;
  msg: string;
}

/** A success or danger alert with the server's message, announced to screen readers. */
export function ResultAlert({ result, className = '' }: { result: Result | undefined; className?: string }) {
  return (
    <div role="status" aria-live="polite">
      {result && (
        <p className={`alert alert-${result.ok ? 'success' : 'danger'} ${className}`.trim()}>{result.msg}</p>
      )}
    </div>
  );
}
