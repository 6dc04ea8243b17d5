import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import type { AnySchema } from 'yup';

/** A form's schema fetched when it is first needed, with yup: Formik's `validate` and a head start. */
export interface LazySchema<Values> {
  /** Formik's `validate`: the schema's errors, as `validationSchema` would give them. */
  validate(values: Values): Promise<FormikErrors<Values>>;
  /** Starts fetching the schema (the form calls it on its first focus), so checking a field does not wait for it. */
  warmUp(): void;
}

/**
 * A schema for a screen that shows before its employee types, the sign-in above all: yup (37 KB)
 * and the rules come with the first focus instead of with the page. Until they are here nothing
 * is checked yet; if they cannot be fetched (the connection dropped), the form is sent unchecked
 * and the API's own answer names the field, so the employee is never stuck on a form that waits.
 *
 * @example
 * const login = lazySchema<LoginValues>(() => import('./login-schema').then((m) => m.loginSchema));
 * <Formik validate={login.validate} ...><Form onFocus={login.warmUp}>
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<AnySchema>): LazySchema<Values> {
  let loading: Promise<AnySchema | null> | undefined;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      // Asked again by the next check: the connection may be back by then.
      loading = undefined;
      console.warn('A form schema could not be fetched; the form is sent unchecked and the server checks it', error);
      return null;
    });
    return loading;
  };
  return {
    async validate(values) {
      const loaded = await schema();
      if (!loaded) return {};
      try {
        await validateYupSchema(values, loaded);
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
        throw error;
      }
    },
    warmUp() {
      void schema();
    },
  };
}
