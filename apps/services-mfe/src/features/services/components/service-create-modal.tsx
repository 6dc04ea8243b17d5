import type { ServiceType } from '@shopdesk/contracts';
import { useCreateService } from '../api/create-service';
import { ServiceFormModal } from './service-form-modal';

export interface ServiceCreateModalProps {
  type: ServiceType;
  /** The modal title's topic: 'VPN' or 'Dollar Card'. */
  topic: string;
  onClose: () => void;
}

/**
 * 'Create {topic}': the empty service form of the type; mount it only while open.
 *
 * @example {creating && <ServiceCreateModal type="vpn" topic="VPN" onClose={close} />}
 */
export function ServiceCreateModal({ type, topic, onClose }: ServiceCreateModalProps) {
  const create = useCreateService(type);
  return <ServiceFormModal mode="create" type={type} topic={topic} onSubmit={create.submit} onClose={onClose} />;
}
