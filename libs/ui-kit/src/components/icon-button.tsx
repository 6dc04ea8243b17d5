import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { color, radius, transition } from '../theme/theme-of';
import { focusRing } from '../theme/shared-styles';

export type IconButtonTone = 'default' | 'danger';

const look = css<{ $tone: IconButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  /* A compact table sets a smaller size for the buttons in its rows. */
  width: var(--icon-button-size, 32px);
  height: var(--icon-button-size, 32px);
  padding: 0;
  color: ${({ $tone }) => ($tone === 'danger' ? color('danger') : color('textMuted'))};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${radius('md')};
  cursor: pointer;
  transition:
    background ${transition('fast')},
    color ${transition('fast')};
  &:hover:not(:disabled, [aria-disabled='true']) {
    color: ${({ $tone }) => ($tone === 'danger' ? color('dangerHover') : color('text'))};
    background: ${({ $tone }) => ($tone === 'danger' ? color('dangerSoft') : color('surfaceMuted'))};
  }
  &[aria-expanded='true'] {
    color: ${color('primary')};
    background: ${color('primarySoft')};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const StyledButton = styled.button<{ $tone: IconButtonTone }>`
  ${look}
`;
const StyledLink = styled(Link)<{ $tone: IconButtonTone }>`
  ${look}
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Tooltip (`title`) and accessible name (`aria-label`). */
  label: string;
  icon: ReactNode;
  /** A router link instead of a button. */
  to?: string;
  tone?: IconButtonTone;
  /** The button (not a link), e.g. for a panel to give focus back to the control that opened it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button or link showing only an icon, named by `label`.
 *
 * @example <IconButton label="Edit" icon={<EditIcon />} onClick={() => edit(row)} />
 * @example <IconButton label="Credentials" icon={<KeyIcon />} to={`../serviceCredentials/${id}`} />
 */
export function IconButton({ label, icon, to, tone = 'default', type = 'button', onClick, ...rest }: IconButtonProps) {
  if (to !== undefined) {
    return (
      <StyledLink to={to} title={label} aria-label={label} $tone={tone}>
        {icon}
      </StyledLink>
    );
  }
  return (
    <StyledButton type={type} title={label} aria-label={label} $tone={tone} onClick={onClick} {...rest}>
      {icon}
    </StyledButton>
  );
}
