import styled, { keyframes } from 'styled-components';
import { color } from '../theme/theme-of';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid ${color('border')};
  border-top-color: ${color('primary')};
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

/** The spinning ring alone, hidden from screen readers: its container says what is busy. */
export function Spinner({ size = 14 }: { size?: number }) {
  return <Ring $size={size} aria-hidden="true" />;
}
