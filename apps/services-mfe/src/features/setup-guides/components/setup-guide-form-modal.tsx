import { formFailure, imageUrl } from '@shopdesk/api-client';
import type { ServiceSetupGuide, ServiceType } from '@shopdesk/contracts';
import { color, FormModal, ImageField, TextField, type DescribeFailure, type FormSubmit, type ModalMode } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSerialInUse } from '../api/use-serial-in-use';
import { emptySetupGuideValues, setupGuideValues, type SetupGuideValues } from '../utils/setup-guide-values';
import { createSetupGuideSchema, updateSetupGuideSchema } from './setup-guide-schema';

interface ModeTexts {
  submitLabel: string;
  /** Under the image picker; a view has no picking to explain. */
  imageHint?: string;
  successToast?: string;
  describeFailure: DescribeFailure<SetupGuideValues>;
}

const TEXTS: Record<ModalMode, ModeTexts> = {
  create: {
    submitLabel: 'Create Setup Guide',
    imageHint: 'JPEG or PNG',
    successToast: 'Service setup guide created successfully',
    // The server's reason (an image it refused, a bad serial) is what the employee needs.
    describeFailure: formFailure('Failed to create service setup guide', { serverMessage: true }),
  },
  update: {
    submitLabel: 'Update Setup Guide',
    imageHint: 'JPEG or PNG; choose one only to replace the current image',
    successToast: 'Service setup guide updated successfully',
    // docs/decisions.md#update-failure-toasts
    describeFailure: formFailure('Failed to update service setup guide'),
  },
  // A view sends nothing: no submit button, and no failure to describe.
  view: { submitLabel: '', describeFailure: formFailure('') },
};

const Warning = styled.span`
  color: ${color('warning')};
`;

/** The Serial field, warning before save when another active guide of the type has that serial. */
function SerialField({ type, serial, guideId, readOnly }: { type: ServiceType; serial: unknown; guideId?: string; readOnly: boolean }) {
  const taken = useSerialInUse(type, readOnly ? '' : serial, guideId);
  const hint = taken ? (
    <Warning>Another active setup guide of this type has serial {String(serial)}: the e-mail would show the two in no set order.</Warning>
  ) : undefined;
  return <TextField name="serial" label="Serial" type="number" step="1" hint={hint} />;
}

export interface SetupGuideFormModalProps {
  mode: ModalMode;
  /** The screen's type: a serial is checked against its other guides. */
  type: ServiceType;
  /** 'VPN Setup Guide': the modal's topic. */
  topic: string;
  /** 'VPN': the Type field's text. */
  typeTitle: string;
  /** The guide to view or update, as just read; absent when creating. */
  guide?: ServiceSetupGuide;
  /** The `submit` of `useCreateSetupGuide(...)` or `useUpdateSetupGuide(...)`; a view sends nothing. */
  onSubmit: FormSubmit<SetupGuideValues>;
  onClose: () => void;
  /**
   * Lays the fields out in the modal's body, e.g. as a view's Details tab beside its History tab
   * (SetupGuideDetailModal); the fields alone when absent.
   */
  layout?: (fields: ReactNode) => ReactNode;
  /** A view's Edit button (who may change the catalogue): the same form, to update. */
  onEdit?: () => void;
}

/**
 * 'Create/Update/View {topic}' of a setup guide: Type (the screen's, shown), Image (jpeg or png,
 * previewed, with the upload's progress; required on create) and Serial, which warns before save
 * when another active guide of the type has it. A failed save keeps the form open with what was
 * chosen and typed.
 *
 * @example <SetupGuideFormModal mode="create" topic="VPN Setup Guide" typeTitle="VPN" onSubmit={create.submit} onClose={close} />
 */
export function SetupGuideFormModal({ mode, type, topic, typeTitle, guide, onSubmit, onClose, onEdit, layout = (fields) => fields }: SetupGuideFormModalProps) {
  const texts = TEXTS[mode];
  return (
    <FormModal<SetupGuideValues>
      open
      mode={mode}
      topic={topic}
      submitLabel={texts.submitLabel}
      initialValues={guide ? setupGuideValues(guide, typeTitle) : emptySetupGuideValues(typeTitle)}
      validationSchema={mode === 'create' ? createSetupGuideSchema : updateSetupGuideSchema}
      onSubmit={onSubmit}
      successToast={texts.successToast}
      describeFailure={texts.describeFailure}
      onClose={onClose}
      onEdit={onEdit}
    >
      {({ values }) =>
        layout(
          <>
            <TextField name="type" label="Type" readOnly />
            <ImageField name="image" label="Image" existingUrl={imageUrl(guide?.image)} hint={texts.imageHint} />
            <SerialField type={type} serial={values.serial} guideId={guide?._id} readOnly={mode === 'view'} />
          </>,
        )
      }
    </FormModal>
  );
}
