export type ModalMode = 'view' | 'create' | 'update';

const verbs: Record<ModalMode, string> = { view: 'View', create: 'Create', update: 'Update' };

/**
 * A list screen's modal title, the product's wording: 'View {topic}', 'Create {topic}' or 'Update {topic}'.
 *
 * @example modalTitle('create', 'Employee Invite') // 'Create Employee Invite'
 */
export function modalTitle(mode: ModalMode, topic: string): string {
  const verb = verbs[mode];
  if (!verb) throw new RangeError(`modal mode must be 'view', 'create' or 'update', got ${String(mode)}`);
  return `${verb} ${topic}`;
}

/**
 * The archive confirm button: 'Archive' for an active item, 'Unarchive' for an archived one.
 *
 * @example <ConfirmModal confirmLabel={archiveLabel(service.isActive)} … />
 */
export function archiveLabel(isActive: boolean): 'Archive' | 'Unarchive' {
  return isActive ? 'Archive' : 'Unarchive';
}
