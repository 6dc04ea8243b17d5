import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../api-error';

/**
 * A form's call: the values in, the API's answer out. `context` is what the form hands its submit
 * besides the values (ui-kit's `FormSubmitContext`: where to report an upload's progress).
 */
export type FormCall<V, R, C = unknown> = (values: V, context: C) => Promise<R>;

interface Submission<V, C> {
  values: V;
  context: C;
}

export interface FormMutationOptions {
  /** Query keys to refresh after a success, e.g. `[queryKeys.services.all]`. */
  invalidates: readonly QueryKey[];
}

export type FormMutation<V, R, C = unknown> = UseMutationResult<R, ApiError, Submission<V, C>> & {
  /** The ui-kit `FormModal`'s `onSubmit`: resolves with the answer, rejects with the `ApiError`. */
  submit: (values: V, context: C) => Promise<R>;
};

/**
 * A create or update form's mutation: runs the call with the form's values, and on success
 * refreshes the resource's queries (lists, details, counts) without waiting for them, so the
 * modal closes at once.
 *
 * @example
 * const save = useFormMutation(
 *   (values: ServiceValues, { onUploadProgress }: FormSubmitContext) =>
 *     createService(serviceFields(values), values.logo, onUploadProgress),
 *   { invalidates: [queryKeys.services.all] },
 * );
 * <FormModal … onSubmit={save.submit} />
 */
export function useFormMutation<V, R, C = unknown>(
  call: FormCall<V, R, C>,
  { invalidates }: FormMutationOptions,
): FormMutation<V, R, C> {
  const queryClient = useQueryClient();
  const mutation = useMutation<R, ApiError, Submission<V, C>>({
    mutationFn: ({ values, context }) => call(values, context),
    onSuccess: () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return { ...mutation, submit: (values, context) => mutation.mutateAsync({ values, context }) };
}
