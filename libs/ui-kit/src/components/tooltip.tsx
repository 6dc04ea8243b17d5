import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, radius, shadow, space, zIndex } from '../theme/theme-of';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

// Above and right-aligned: row actions sit at the table's right edge, under the header row, so
// the bubble stays inside the table's scroll box instead of being clipped by it.
const Bubble = styled.span`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${space('xs')});
  z-index: ${zIndex('sticky')};
  padding: ${space('xs')} ${space('sm')};
  font-size: ${fontSize('sm')};
  line-height: 1.3;
  white-space: nowrap;
  color: ${color('surface')};
  background: ${color('text')};
  border-radius: ${radius('sm')};
  box-shadow: ${shadow('md')};
  pointer-events: none;
`;

/** Whether focus came from the keyboard (a click's focus gets the native title on hover instead). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface TooltipProps {
  /** The text; it should also be the control's accessible name, so nothing is only seen. */
  label: string;
  children: ReactNode;
}

/**
 * Shows `label` above the control inside while it has keyboard focus, which a `title` never does;
 * pointer users keep the `title` on hover. Escape hides it (the control keeps focus).
 *
 * @example <Tooltip label="Complete order"><IconButton label="Complete order" icon={<CheckIcon />} /></Tooltip>
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const onFocus = (event: FocusEvent) => setOpen(focusVisible(event.target));
  const onBlur = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpen(false);
  };
  return (
    <Wrap onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      {children}
      {open && (
        <Bubble role="tooltip" id={id}>
          {label}
        </Bubble>
      )}
    </Wrap>
  );
}
