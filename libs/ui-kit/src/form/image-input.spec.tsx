import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IMAGE_UPLOAD } from '@shopdesk/contracts';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, ImageInput, type ImageInputProps } from './image-input';

const png = (name = 'logo.png', bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });

function Harness({ onChange, ...props }: Partial<ImageInputProps>) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageInput
      label="Logo"
      value={file}
      onChange={(next) => {
        onChange?.(next);
        setFile(next);
      }}
      {...props}
    />
  );
}

function setup(props: Partial<ImageInputProps> = {}) {
  const onChange = jest.fn();
  const view = render(<Harness onChange={onChange} {...props} />);
  // applyAccept off: a user can pick any file from "All files" whatever the accept list says.
  return { onChange, user: userEvent.setup({ applyAccept: false }), ...view };
}

const input = () => screen.getByLabelText('Logo') as HTMLInputElement;

describe('ImageInput', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  });

  it('accepts only JPEG and PNG in the picker', () => {
    setup();
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('takes a PNG or a JPEG and previews it', async () => {
    const { user, onChange } = setup();
    const file = png();
    await user.upload(input(), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:preview');
    const jpeg = new File(['y'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(input(), jpeg);
    expect(onChange).toHaveBeenLastCalledWith(jpeg);
  });

  it('refuses other types with an inline message', async () => {
    const { user, onChange } = setup();
    await user.upload(input(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.upload(input(), png());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses files over the API's size limit and takes one at the limit", async () => {
    const { user, onChange } = setup();
    await user.upload(input(), png('big.png', IMAGE_UPLOAD.maxBytes + 1));
    expect(IMAGE_SIZE_MESSAGE).toBe('The image must be 5 MB or smaller');
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_SIZE_MESSAGE);
    expect(onChange).not.toHaveBeenCalled();
    const atLimit = png('limit.png', IMAGE_UPLOAD.maxBytes);
    await user.upload(input(), atLimit);
    expect(onChange).toHaveBeenCalledWith(atLimit);
  });

  it('shows the existing image until a new one is chosen', async () => {
    const { user } = setup({ existingUrl: '/uploads/old.png' });
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/uploads/old.png');
    await user.upload(input(), png());
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:preview');
  });

  it('shows the upload progress while given', () => {
    const { rerender } = render(<ImageInput label="Logo" value={null} onChange={jest.fn()} progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading Logo' })).toHaveAttribute('aria-valuenow', '40');
    rerender(<ImageInput label="Logo" value={null} onChange={jest.fn()} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows an error given from outside', () => {
    render(<ImageInput label="Image" value={null} onChange={jest.fn()} error="Image is required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Image is required');
  });

  it('read-only, shows the image without a picker or a hint', () => {
    setup({ readOnly: true, existingUrl: '/uploads/old.png', hint: 'JPEG or PNG' });
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/uploads/old.png');
    expect(screen.queryByLabelText('Logo')).not.toBeInTheDocument();
    expect(screen.queryByText('JPEG or PNG')).not.toBeInTheDocument();
  });

  it('read-only without an image says so', () => {
    setup({ readOnly: true });
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});
