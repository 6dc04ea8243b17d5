import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../api-error';
import type { UploadProgress } from '../call-api';

/** What a form's submit gets besides the values: where to report the upload's progress. */
export interface FormSubmitContext {
  onUploadProgress: UploadProgress;
}

/** A form's call: the values (and the upload progress callback) in, the API's answer out. */
export type FormCall<V, R> = (values: V, context: FormSubmitContext) => Promise<R>;

interface Submission<V> {
  values: V;
  context: FormSubmitContext;
}

export interface FormMutationOptions {
  /** Query keys to refresh after a success, e.g. `[queryKeys.services.all]`. */
  invalidates: readonly QueryKey[];
}

export type FormMutation<V, R> = UseMutationResult<R, ApiError, Submission<V>> & {
  /** The ui-kit `FormModal`'s `onSubmit`: resolves with the answer, rejects with the `ApiError`. */
  submit: (values: V, context: FormSubmitContext) => Promise<R>;
};

/**
 * A create or update form's mutation: runs the call with the form's values, and on success
 * refreshes the resource's queries (lists, details, counts) without waiting for them, so the
 * modal closes at once.
 *
 * @example
 * const save = useFormMutation(
 *   (values: ServiceValues, { onUploadProgress }) =>
 *     createService(serviceFields(values), values.logo, onUploadProgress),
 *   { invalidates: [queryKeys.services.all] },
 * );
 * <FormModal … onSubmit={save.submit} />
 */
export function useFormMutation<V, R>(call: FormCall<V, R>, { invalidates }: FormMutationOptions): FormMutation<V, R> {
  const queryClient = useQueryClient();
  const mutation = useMutation<R, ApiError, Submission<V>>({
    mutationFn: ({ values, context }) => call(values, context),
    onSuccess: () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return { ...mutation, submit: (values, context) => mutation.mutateAsync({ values, context }) };
}
