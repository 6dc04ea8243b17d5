import { archiveAction, editAction, viewAction } from './row-actions';

describe('row action helpers', () => {
  it('make View and Edit actions that call back', () => {
    const onClick = jest.fn();
    expect(viewAction(onClick)).toMatchObject({ key: 'view', label: 'View', onClick });
    expect(editAction(onClick)).toMatchObject({ key: 'edit', label: 'Edit', onClick });
  });

  it('make an archive action that reads from the current state', () => {
    const onClick = jest.fn();
    expect(archiveAction(true, onClick)).toMatchObject({ key: 'archive', label: 'Archive', tone: 'danger' });
    expect(archiveAction(false, onClick)).toMatchObject({ key: 'archive', label: 'Unarchive', tone: 'default' });
  });
});
