/** A refusal the owner can act on: the CLI prints its Spanish message alone, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}
