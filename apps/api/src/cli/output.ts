/** Where a command writes: its answer, and what went wrong (the console, or a test's lines). */
export interface Output {
  log(text: string): void;
  error(text: string): void;
}
