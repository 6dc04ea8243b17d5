/**
 * Asks the employee to prove it is them (a call answered 403 REAUTH_REQUIRED): the page's one
 * dialog registers here (app-providers' ConfirmIdentityDialog), and resolves true once the proof
 * was accepted, false when they cancelled.
 */
export type IdentityCheck = () => Promise<boolean>;

let check: IdentityCheck | null = null;
let asking: Promise<boolean> | null = null;

/** Registers the page's dialog; answers the function that removes it (a question it had open is forgotten). */
export function registerIdentityCheck(ask: IdentityCheck): () => void {
  check = ask;
  asking = null;
  return () => {
    if (check !== ask) return;
    check = null;
    asking = null;
  };
}

/**
 * Asks for a proof of identity: calls refused at the same moment share one dialog. False when no
 * dialog is registered (a page without app-providers): the refusal stands.
 */
export function checkIdentity(): Promise<boolean> {
  if (!check) return Promise.resolve(false);
  asking ??= check().finally(() => {
    asking = null;
  });
  return asking;
}
