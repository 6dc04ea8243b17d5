import styled from 'styled-components';
import { color, font, fontSize, space } from '../theme/theme-of';

const Stamp = styled.p`
  margin: ${space('xxl')} 0 0;
  text-align: right;
  font-family: ${font('mono')};
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

export interface BuildStampProps {
  /** The section's build; nothing shows without one (unit tests). */
  build?: string;
}

/**
 * A muted line at the foot of a section naming the build it runs, for whoever checks a deploy.
 * Pass the remote's own `process.env.BUILD_ID` (set by its build): ui-kit is shared from the shell,
 * so a value read here would name the shell's build.
 *
 * @example <BuildStamp build={process.env.BUILD_ID} />
 */
export function BuildStamp({ build }: BuildStampProps) {
  if (!build) return null;
  return <Stamp>build {build}</Stamp>;
}
