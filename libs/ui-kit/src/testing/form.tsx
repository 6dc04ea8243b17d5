import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

/** Renders fields inside a Formik form with a Save button; `submitted` receives the values. */
export function renderForm<V extends FormikValues>(
  fields: ReactNode,
  initialValues: V,
  validationSchema?: AnyObjectSchema,
) {
  const submitted = jest.fn();
  const view = render(
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={(values) => submitted(values)}>
      <Form>
        {fields}
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { ...view, submitted, user: userEvent.setup() };
}
