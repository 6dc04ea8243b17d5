import { registerIdentityCheck } from '@shopdesk/api-client';
import { toast } from '@shopdesk/ui-kit';
import { type ComponentType, useEffect, useState } from 'react';

type Form = ComponentType<{ onDone: (proven: boolean) => void }>;

/** What the employee reads when the dialog's code cannot be fetched: the call stays refused. */
export const DIALOG_UNAVAILABLE = "Could not ask to confirm it's you: check your connection and try again";

// The form and its rules (with yup) are fetched with the first call that needs them, not with the
// page: the sign-in page never does. A failed fetch is tried again by the next such call.
let fetching: Promise<Form> | undefined;
const fetchForm = () =>
  (fetching ??= import(/* webpackChunkName: "on-demand-confirm-identity" */ './confirm-identity-form').then(
    (module) => module.ConfirmIdentityForm,
    (error: unknown) => {
      fetching = undefined;
      throw error;
    },
  ));

/**
 * The page's "Confirm it's you" dialog: a call that needs a fresh proof of identity (revealing a
 * stock password, changing a level, the security settings) opens it through api-client; once the
 * password (or a code of the employee's app) is accepted the call is sent again, as if nothing had
 * stopped it. Cancel leaves the call refused. Mounted once per page, by AppProviders.
 */
export function ConfirmIdentityDialog() {
  const [waiting, setWaiting] = useState<((proven: boolean) => void) | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    let open: ((proven: boolean) => void) | null = null;
    const unregister = registerIdentityCheck(
      () =>
        new Promise<boolean>((resolve) => {
          open = resolve;
          setWaiting(() => resolve);
        }),
    );
    return () => {
      unregister();
      // Unmounted while asking: the calls waiting stay refused.
      open?.(false);
    };
  }, []);
  useEffect(() => {
    if (!waiting || form) return;
    let current = true;
    fetchForm().then(
      (fetched) => current && setForm(() => fetched),
      (error: unknown) => {
        if (!current) return;
        console.warn("The \"Confirm it's you\" dialog could not be fetched", error);
        toast.error(DIALOG_UNAVAILABLE);
        waiting(false);
        setWaiting(null);
      },
    );
    return () => {
      current = false;
    };
  }, [waiting, form]);
  if (!waiting || !form) return null;
  const OpenDialog = form;
  const finish = (proven: boolean) => {
    waiting(proven);
    setWaiting(null);
  };
  return <OpenDialog onDone={finish} />;
}
