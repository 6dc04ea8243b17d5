import { SAVED_VIEW_LIMITS } from '@shopdesk/contracts';
import * as yup from 'yup';
import { yupRequired } from '@shopdesk/form-rules';
import { FormModal, SelectField, TextField } from '@shopdesk/ui-kit';
import type { SavedViews, ViewTab } from '../../controller/use-saved-views';

interface ViewValues {
  name: string;
  /** 'team' or 'me': a select, so the choice reads as a sentence. */
  audience: string;
}

const AUDIENCE_OPTIONS = [
  { value: 'me', label: 'Only me' },
  { value: 'team', label: 'Everyone in the team' },
];

const schema = yup.object({
  name: yupRequired('Name').max(SAVED_VIEW_LIMITS.nameMaxLength, `Name must be at most ${SAVED_VIEW_LIMITS.nameMaxLength} characters`),
});

export interface ViewFormProps {
  views: SavedViews;
  /** The view to rename or share; without it, the form saves what the list shows as a new view. */
  editing?: ViewTab;
  onClose: () => void;
}

/**
 * 'Save view' (what the list shows now, under a name) or 'Edit view' (its name, and who sees it).
 * 'Who sees it' is offered to those who may share, and to anyone whose view is shared already (to
 * stop sharing it). Mount it only while open.
 */
export function ViewForm({ views, editing, onClose }: ViewFormProps) {
  const offerAudience = views.canShare || editing?.shared === true;
  return (
    <FormModal<ViewValues>
      open
      mode={editing ? 'update' : 'create'}
      topic="View"
      title={editing ? 'Edit view' : 'Save view'}
      submitLabel={editing ? 'Save changes' : 'Save view'}
      cancelLabel="Cancel"
      size="sm"
      initialValues={{ name: editing?.name ?? '', audience: editing?.shared ? 'team' : 'me' }}
      validationSchema={schema}
      onSubmit={({ name, audience }) =>
        editing ? views.update(editing.id, { name, shared: audience === 'team' }) : views.save({ name, shared: audience === 'team' })
      }
      successToast={editing ? 'View updated' : 'View saved'}
      describeFailure={views.describeFailure}
      onClose={onClose}
    >
      <TextField name="name" label="Name" hint={editing ? undefined : 'The search, filters and sort the list shows now.'} />
      {offerAudience && <SelectField name="audience" label="Who sees it" options={AUDIENCE_OPTIONS} />}
    </FormModal>
  );
}
