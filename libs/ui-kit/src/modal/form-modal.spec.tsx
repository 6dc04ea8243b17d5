import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import * as yup from 'yup';
import { ImageField } from '../form/image-field';
import { ListField } from '../form/list-field';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import { yupEmail, yupFirstRequired, yupRequired } from '@shopdesk/form-rules';
import { FormModal, type FormModalProps } from './form-modal';
import type { ModalMode } from './modal-title';

interface InviteValues {
  email: string;
}

interface ServiceValues {
  name: string;
  shortDescription: string;
  country: string;
  linkOrApk: string;
  link: string;
  benefits: string[];
  logo: File | null;
}

const linkOrApk = [
  { value: 'link', label: 'Link' },
  { value: 'apk', label: 'APK' },
];

const failWith = (message: string) => () => ({ errors: {}, message });

/**
 * Formik's count of submit attempts, shown once the attempt has been validated: by then Formik
 * has handed the values on to the form's submit, if it ever will.
 */
function SubmitAttempts() {
  const { submitCount, isValidating } = useFormikContext();
  return <output aria-label="Submit attempts">{isValidating ? 'validating' : submitCount}</output>;
}

function renderInvite(props: Partial<FormModalProps<InviteValues>> = {}, extra?: ReactNode) {
  const onSubmit = jest.fn<Promise<unknown>, [InviteValues, unknown]>(() => Promise.resolve());
  const onClose = jest.fn();
  render(
    <>
      <FormModal<InviteValues>
        open
        mode="create"
        topic="Employee Invite"
        submitLabel="Create Employee Invite"
        initialValues={{ email: '' }}
        validationSchema={yup.object({ email: yupEmail('Email') })}
        onSubmit={onSubmit}
        successToast="Invite sent"
        describeFailure={failWith('Failed to create invite')}
        onClose={onClose}
        {...props}
      >
        <TextField name="email" label="Email" type="email" />
        {extra}
      </FormModal>
      <ToastContainer />
    </>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

const service: ServiceValues = {
  name: 'Fast VPN',
  shortDescription: 'Private',
  country: 'uae', linkOrApk: 'apk', link: '', benefits: ['No logs'], logo: null };

function renderService(mode: ModalMode, props: Partial<FormModalProps<ServiceValues>> = {}) {
  const onSubmit = jest.fn<Promise<unknown>, [ServiceValues, unknown]>(() => Promise.resolve());
  render(
    <>
      <FormModal<ServiceValues>
        open
        mode={mode}
        topic="VPN"
        submitLabel={mode === 'create' ? 'Create Service' : 'Update Service'}
        initialValues={service}
        validationSchema={yup.object({ name: yupRequired('Service Name'), benefits: yupFirstRequired('Benefit') })}
        onSubmit={onSubmit}
        describeFailure={failWith('Failed to update service')}
        onClose={jest.fn()}
        {...props}
      >
        {({ values }) => (
          <>
            <TextField name="name" label="Service Name" />
            <TextAreaField name="shortDescription" label="Short Description" />
            <SelectField name="country" label="Country" placeholder="None" options={[{ value: 'uae', label: 'UAE' }]} />
            <SelectField name="linkOrApk" label="Link or APK" options={linkOrApk} />
            {values.linkOrApk === 'link' && <TextField name="link" label="Link" />}
            <ImageField name="logo" label="Logo" />
            <ListField name="benefits" label="Benefits" itemLabel="Benefit" />
          </>
        )}
      </FormModal>
      <ToastContainer />
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** A promise the test settles. */
function deferred() {
  const handle = {} as { promise: Promise<unknown>; resolve: () => void; reject: (error: unknown) => void };
  handle.promise = new Promise((resolve, reject) => Object.assign(handle, { resolve, reject }));
  return handle;
}

describe('FormModal', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  });

  it('is titled by mode and topic', () => {
    const { unmount } = render(
      <FormModal
        open
        mode="update"
        topic="VPN"
        submitLabel="Update Service"
        initialValues={{}}
        onSubmit={jest.fn()}
        describeFailure={failWith('Failed to update service')}
        onClose={jest.fn()}
      >
        {null}
      </FormModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Update VPN' })).toBeInTheDocument();
    unmount();
    renderInvite();
    expect(screen.getByRole('dialog', { name: 'Create Employee Invite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Employee Invite' })).toBeInTheDocument();
  });

  it('takes a title of its own, and a Cancel button that closes it as the close button does', async () => {
    const { onClose, user } = renderInvite({ title: 'Replace credential', cancelLabel: 'Cancel' });
    expect(screen.getByRole('dialog', { name: 'Replace credential' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no Cancel button unless given one', () => {
    renderInvite();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderInvite({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says '{label} is required' and sends nothing while a required field is empty", async () => {
    const { user, onSubmit } = renderInvite();
    await user.click(screen.getByRole('button', { name: 'Create Employee Invite' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on success shows the success toast, then closes', async () => {
    const { user, onSubmit, onClose } = renderInvite();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@shop.test');
    await user.click(screen.getByRole('button', { name: 'Create Employee Invite' }));
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@shop.test' }, expect.anything());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while submitting: the button is busy, a second submit is ignored and the modal cannot be closed', async () => {
    const reply = deferred();
    const onSubmit = jest.fn(() => reply.promise);
    const { user, onClose } = renderInvite({ onSubmit });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@shop.test{Enter}');
    const submit = screen.getByRole('button', { name: 'Create Employee Invite' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toBeDisabled();
    await user.type(email, '{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    reply.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('on failure shows the failure toast and stays open with the values as typed', async () => {
    const { user, onClose } = renderInvite({ onSubmit: () => Promise.reject(new Error('offline')) });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@shop.test');
    await user.click(screen.getByRole('button', { name: 'Create Employee Invite' }));
    expect(await screen.findByText('Failed to create invite')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Employee Invite' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@shop.test');
    expect(screen.getByRole('button', { name: 'Create Employee Invite' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the errors the failure names at their fields, until the field is edited', async () => {
    const error = new Error('409');
    const describeFailure = jest.fn(() => ({
      errors: { name: 'A service with this slug already exists', benefits: ['must NOT be blank'] },
      message: 'Failed to update service',
    }));
    const { user } = renderService('update', { onSubmit: () => Promise.reject(error), describeFailure });
    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Failed to update service')).toBeInTheDocument();
    expect(describeFailure).toHaveBeenCalledWith(error, service);
    const name = screen.getByRole('textbox', { name: 'Service Name' });
    expect(name).toHaveAccessibleDescription('A service with this slug already exists');
    expect(screen.getByRole('textbox', { name: 'Benefit 1' })).toHaveAccessibleDescription('must NOT be blank');
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('A service with this slug already exists');
    await user.type(name, ' Pro');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription());
    expect(screen.getByRole('textbox', { name: 'Benefit 1' })).toHaveAccessibleDescription('must NOT be blank');
  });

  it("shows the upload's progress at the image field while the submit runs", async () => {
    const reply = deferred();
    const { user } = renderService('create', {
      onSubmit: (_values, { onUploadProgress }) => {
        onUploadProgress(40);
        return reply.promise;
      },
    });
    const uploading = () => screen.queryByRole('progressbar', { name: 'Uploading Logo' });
    await user.upload(screen.getByLabelText('Logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(uploading()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading Logo' })).toHaveAttribute('aria-valuenow', '40');
    reply.reject(new Error('too large'));
    await waitFor(() => expect(uploading()).not.toBeInTheDocument());
  });

  it('renders fields from the current values', async () => {
    const { user } = renderService('create');
    expect(screen.queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Link or APK' }), 'Link');
    expect(screen.getByRole('textbox', { name: 'Link' })).toBeInTheDocument();
  });

  it('in view mode shows the values read-only, with nothing to submit', () => {
    renderService('view');
    expect(screen.getByRole('dialog', { name: 'View VPN' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Service Name' });
    expect(name).toHaveValue('Fast VPN');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Short Description' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Benefit 1' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    // A view shows the logo, not a picker that suggests it could change.
    expect(screen.queryByLabelText('Logo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Update|Create|Add/ })).not.toBeInTheDocument();
  });

  it('in view mode sends nothing when Enter is pressed in a field', async () => {
    const { user, onSubmit } = renderInvite({ mode: 'view', initialValues: { email: 'ada@shop.test' } }, <SubmitAttempts />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    // The Enter did submit the form, and the attempt has run its course.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Submit attempts' })).toHaveTextContent('1'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
