import { Button, type ButtonProps } from '@shopdesk/ui-kit';
import styled from 'styled-components';

/** A button as wide as the card, as its main actions are. */
export const WideButton = styled(Button)`
  width: 100%;
  min-height: 40px;
`;

/**
 * The card's main action: a full-width submit button, busy (disabled, spinner) while the form
 * is being sent, so it cannot be sent twice.
 *
 * @example <SubmitButton busy={isSubmitting}>Login</SubmitButton>
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <WideButton type="submit" {...props} />;
}
