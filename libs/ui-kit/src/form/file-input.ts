import styled from 'styled-components';
import { focusRing } from '../theme/shared-styles';
import { color, fontWeight, radius, space } from '../theme/theme-of';

/** A native file picker with the kit's button look, shared by the image and text file inputs. */
export const FileInput = styled.input`
  font: inherit;
  color: ${color('textMuted')};
  &::file-selector-button {
    margin-right: ${space('sm')};
    padding: 6px 12px;
    font: inherit;
    font-weight: ${fontWeight('medium')};
    color: ${color('text')};
    background: ${color('surface')};
    border: 1px solid ${color('borderStrong')};
    border-radius: ${radius('md')};
    cursor: pointer;
  }
  ${focusRing}
`;
