import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, radius, transition } from '../theme/theme-of';
import { focusRing } from '../theme/shared-styles';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const variants = {
  primary: css`
    color: ${color('onPrimary')};
    background: ${color('primary')};
    border-color: ${color('primary')};
    &:hover:not(:disabled) {
      background: ${color('primaryHover')};
    }
  `,
  secondary: css`
    color: ${color('text')};
    background: ${color('surface')};
    border-color: ${color('borderStrong')};
    &:hover:not(:disabled) {
      background: ${color('surfaceMuted')};
    }
  `,
  danger: css`
    color: ${color('onPrimary')};
    background: ${color('danger')};
    border-color: ${color('danger')};
    &:hover:not(:disabled) {
      background: ${color('dangerHover')};
    }
  `,
  link: css`
    min-height: auto;
    padding: 0;
    color: ${color('primary')};
    background: none;
    border-color: transparent;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${({ $size }) => ($size === 'sm' ? '30px' : '36px')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? '10px' : '14px')};
  font: inherit;
  font-size: ${fontSize('md')};
  font-weight: ${fontWeight('medium')};
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${radius('md')};
  cursor: pointer;
  transition:
    background ${transition('fast')},
    border-color ${transition('fast')};
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Work in progress: disabled, with a spinner. */
  busy?: boolean;
  /** Shown before the text. */
  icon?: ReactNode;
}

/**
 * A button; `type` defaults to `button` so it never submits a form by accident.
 *
 * @example <Button type="submit" busy={isSubmitting}>Update Service</Button>
 * @example <Button variant="secondary" icon={<PlusIcon />} onClick={openCreate}>Create New VPN</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  icon,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </StyledButton>
  );
}
