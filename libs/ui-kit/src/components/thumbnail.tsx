import styled from 'styled-components';
import { color, radius } from '../theme/theme-of';

/**
 * An uploaded picture shown small (a logo in a list, a guide's screenshot, a form's preview): a
 * square of `$size` px on a white tile in both schemes, so a logo drawn for a white page stays
 * readable on the dark one; `$fit` 'contain' shows a logo whole, 'cover' fills the square.
 *
 * @example <Thumbnail src={url} alt="Falcon VPN logo" $size={40} $fit="contain" loading="lazy" />
 */
export const Thumbnail = styled.img<{ $size: number; $fit: 'contain' | 'cover' }>`
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: ${({ $fit }) => $fit};
  background: ${color('imageTile')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;
