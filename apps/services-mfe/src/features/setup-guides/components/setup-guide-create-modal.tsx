import type { ServiceType } from '@shopdesk/contracts';
import { useCreateSetupGuide } from '../api/create-setup-guide';
import { SetupGuideFormModal } from './setup-guide-form-modal';

export interface SetupGuideCreateModalProps {
  /** The screen's type, sent with the guide. */
  type: ServiceType;
  /** 'VPN Setup Guide': the modal's topic. */
  topic: string;
  /** 'VPN': the Type field's text. */
  typeTitle: string;
  onClose: () => void;
}

/**
 * 'Create {topic}': the empty setup-guide form of the screen's type; mount it only while open.
 *
 * @example {creating && <SetupGuideCreateModal type="vpn" topic="VPN Setup Guide" typeTitle="VPN" onClose={close} />}
 */
export function SetupGuideCreateModal({ type, topic, typeTitle, onClose }: SetupGuideCreateModalProps) {
  const create = useCreateSetupGuide(type);
  return <SetupGuideFormModal mode="create" type={type} topic={topic} typeTitle={typeTitle} onSubmit={create.submit} onClose={onClose} />;
}
