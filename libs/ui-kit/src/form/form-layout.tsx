import styled from 'styled-components';
import { space } from '../theme/theme-of';

/**
 * A form's fields, one under the other.
 *
 * @example <Form><FieldStack><TextField name="email" label="Email" type="email" /></FieldStack></Form>
 */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
`;

/**
 * The row of a form's buttons, right-aligned under the fields.
 *
 * @example <FormActions><Button type="submit" busy={isSubmitting}>Update Service</Button></FormActions>
 */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space('sm')};
  margin-top: ${space('lg')};
`;
