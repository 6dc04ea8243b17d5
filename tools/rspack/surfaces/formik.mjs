// What every app gets for `formik` (shared-surfaces.ts): the exports the apps use, so the page does
// not carry the rest (withFormik, connect, Field, FastField, ErrorMessage).
// `formik-build` is an alias (shared-surfaces.ts) for the package's own ES module build.
export {
  FieldArray,
  Form,
  Formik,
  getIn,
  setIn,
  useField,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
} from 'formik-build';
