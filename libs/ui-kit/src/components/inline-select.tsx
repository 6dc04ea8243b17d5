import styled from 'styled-components';
import { inputStyle } from '../theme/shared-styles';
import { color, space } from '../theme/theme-of';

/**
 * A select as wide as its longest option, for a choice in a header or a row of controls (the
 * Active/Archived filter, the sort, the theme); a form's select is a `SelectField`.
 */
export const InlineSelect = styled.select`
  ${inputStyle}
  width: auto;
  padding-right: ${space('xl')};
  background: ${color('surface')};
`;
