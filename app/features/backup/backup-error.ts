// The two ways a backup or restore ends on purpose. Their messages are German and meant for the
// operator as they stand: the commands (backup-commands.server.ts) print them without a prefix.

/** A refusal or a damaged archive. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** The target holds content and --force was not given. */
export class RestoreRefusedError extends BackupError {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}
