import { archiveLabel, modalTitle, type ModalMode } from './modal-title';

describe('modalTitle', () => {
  it('names the modal after the mode and the topic', () => {
    expect(modalTitle('view', 'Order')).toBe('View Order');
    expect(modalTitle('create', 'Employee Invite')).toBe('Create Employee Invite');
    expect(modalTitle('update', 'Dollar Card')).toBe('Update Dollar Card');
  });

  it('refuses an unknown mode', () => {
    expect(() => modalTitle('delete' as ModalMode, 'VPN')).toThrow("modal mode must be 'view', 'create' or 'update'");
  });
});

describe('archiveLabel', () => {
  it('reads Archive for an active item and Unarchive for an archived one', () => {
    expect(archiveLabel(true)).toBe('Archive');
    expect(archiveLabel(false)).toBe('Unarchive');
  });
});
