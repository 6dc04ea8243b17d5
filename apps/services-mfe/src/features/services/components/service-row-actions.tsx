import type { Service } from '@shopdesk/contracts';
import { KeyIcon } from '@shopdesk/ui-kit';
import { archiveAction, editAction, type RowAction, viewAction } from '@shopdesk/lists';

export interface ServiceRowHandlers {
  onView: (service: Service) => void;
  onEdit: (service: Service) => void;
  onArchive: (service: Service) => void;
  /** Whether the employee may change the catalogue ('catalogue.write'): without it, no Edit nor Archive. */
  canEdit: boolean;
}

/** Where a service's credentials are listed, from the services list. */
export const credentialsPath = (service: Service) => `../serviceCredentials/${service._id}`;

/** A service row's icon buttons: view, edit and archive or unarchive (for who may change the catalogue), and its credentials. */
export function serviceRowActions(service: Service, { onView, onEdit, onArchive, canEdit }: ServiceRowHandlers): RowAction[] {
  return [
    viewAction(() => onView(service)),
    ...(canEdit ? [editAction(() => onEdit(service)), archiveAction(service.isActive, () => onArchive(service))] : []),
    { key: 'credentials', label: 'Credentials', icon: <KeyIcon />, to: credentialsPath(service) },
  ];
}
