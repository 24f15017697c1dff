/** A database file could not be opened as it is; the message says why and what to do. Nothing was changed. */
export class DatabaseRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseRefused";
  }
}
