import { Button, color, copyText, font, fontSize, Modal, radius, saveFile, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { RECOVERY_CODES_FILE, recoveryCodesFile } from './two-factor-texts';

const Intro = styled.p`
  margin: 0 0 ${space('lg')};
  color: ${color('textMuted')};
`;

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space('sm')} ${space('lg')};
  margin: 0;
  padding: ${space('md')} ${space('lg')};
  list-style: none;
  font-family: ${font('mono')};
  font-size: ${fontSize('lg')};
  text-align: center;
  background: ${color('surfaceMuted')};
  border-radius: ${radius('md')};
  user-select: all;
`;

export interface RecoveryCodesModalProps {
  /** The codes the API has just answered; null: closed. */
  codes: readonly string[] | null;
  onClose: () => void;
}

/**
 * The recovery codes, shown this once: to copy, save as a text file, or write down. They live in
 * the caller's state only and are gone once Done closes the modal.
 */
export function RecoveryCodesModal({ codes, onClose }: RecoveryCodesModalProps) {
  return (
    <Modal
      open={codes !== null}
      title="Save your recovery codes"
      size="sm"
      onClose={onClose}
      footer={
        codes && (
          <>
            <Button variant="secondary" onClick={() => void copyText(codes.join('\n'), 'Codes copied')}>
              Copy codes
            </Button>
            <Button variant="secondary" onClick={() => saveFile(recoveryCodesFile(codes), RECOVERY_CODES_FILE, 'text/plain')}>
              Download
            </Button>
            <Button onClick={onClose}>Done</Button>
          </>
        )
      }
    >
      <Intro>Each code signs you in once if you lose your phone. They are not shown again.</Intro>
      <Codes aria-label="Recovery codes">
        {codes?.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
    </Modal>
  );
}
