import { css } from 'styled-components';
import { color, fontSize, fontWeight, radius, space } from './theme-of';

/** A ring that shows on keyboard focus only, on every interactive element of the kit. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The look of text inputs and selects, so fields, search box and page input match. */
export const inputStyle = css`
  width: 100%;
  min-height: 36px;
  padding: 0 10px;
  font: inherit;
  color: ${color('text')};
  background: ${color('surface')};
  border: 1px solid ${color('borderStrong')};
  border-radius: ${radius('md')};
  &::placeholder {
    color: ${color('textMuted')};
  }
  &:hover:not(:disabled) {
    border-color: ${color('textMuted')};
  }
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 0;
    border-color: ${color('focus')};
  }
  &:disabled,
  &:read-only {
    background: ${color('surfaceMuted')};
  }
  &[aria-invalid='true'] {
    border-color: ${color('danger')};
  }
`;

/**
 * A list header's control that is not a field (the density toggle, a filter checkbox): the height
 * and frame of the search box beside it, text-sized, on one line.
 */
export const headerControl = css`
  display: inline-flex;
  align-items: center;
  gap: ${space('sm')};
  min-height: 36px;
  padding: 0 ${space('md')};
  font: inherit;
  font-size: ${fontSize('sm')};
  font-weight: ${fontWeight('medium')};
  color: ${color('text')};
  white-space: nowrap;
  background: ${color('surface')};
  border: 1px solid ${color('borderStrong')};
  border-radius: ${radius('md')};
  cursor: pointer;
`;
