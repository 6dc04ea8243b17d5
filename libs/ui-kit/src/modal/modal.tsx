import { useEffect, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from '../components/icon-button';
import { CloseIcon } from '../components/icons';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import { color, fontSize, fontWeight, narrowMedia, radius, shadow, space, zIndex } from '../theme/theme-of';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '760px' };

/**
 * The height the page's toasts take at the top while a dialog is open (set by the toasts
 * themselves, 0 without one): the dialog keeps clear of them, so a toast never covers its fields.
 */
export const TOAST_BAND_VAR = '--toast-band';

// Above and below alike, so a dialog short enough stays where it is when a toast comes: only a
// tall one gives up the room the toasts take.
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex('modal')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space('xl')};
  padding-block: max(${space('xl')}, var(${TOAST_BAND_VAR}, 0px));
  background: ${color('overlay')};
  ${narrowMedia} {
    padding: ${space('sm')};
    padding-block: max(${space('sm')}, var(${TOAST_BAND_VAR}, 0px));
  }
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: 100%;
  color: ${color('text')};
  background: ${color('surface')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('lg')};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  padding: ${space('lg')} ${space('xl')};
  border-bottom: 1px solid ${color('border')};
`;

const Title = styled.h2`
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('semibold')};
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${space('xl')};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space('sm')};
  padding: ${space('md')} ${space('xl')};
  border-top: 1px solid ${color('border')};
`;

export interface ModalProps {
  open: boolean;
  /** e.g. `modalTitle('update', 'VPN')`. */
  title: string;
  /**
   * Esc, the close button and a click on the backdrop. A form with unsaved input must not lose it
   * this way: FormModal asks first.
   */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  size?: ModalSize;
  /** While work is in flight: the close button is disabled, and Esc and the backdrop do nothing. */
  closeDisabled?: boolean;
  /**
   * Focus on close when the element that opened the modal is gone (a row removed by the action);
   * without it, the page's main heading.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (role=dialog, aria-modal) with focus kept inside and given back on close.
 *
 * @example
 * <Modal open={editing !== null} title={modalTitle('update', 'VPN')} onClose={() => setEditing(null)}>
 *   <ServiceForm service={editing} />
 * </Modal>
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ title, onClose, children, footer, size = 'md', closeDisabled = false, returnFocusTo }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    if (!closeDisabled) onClose();
  };
  useDialogFocus(dialogRef, dismiss, { returnFocusTo });
  useBodyScrollLock();
  const backdrop = useBackdropClick(dismiss);

  return (
    <Overlay {...backdrop}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} disabled={closeDisabled} />
        </Header>
        <Body data-dialog-body="">{children}</Body>
        {footer && <Footer data-dialog-footer="">{footer}</Footer>}
      </Dialog>
    </Overlay>
  );
}

/**
 * A click on the backdrop itself: pressed and released there. A drag that starts in the dialog
 * (selecting text in a field) and ends outside it is not one.
 */
function useBackdropClick(onClick: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
      pressedOnBackdrop.current = false;
      if (onBackdrop) onClick();
    },
  };
}

/** The page behind an open modal does not scroll. */
function useBodyScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}
