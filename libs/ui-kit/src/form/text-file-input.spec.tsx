import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextFileInput } from './text-file-input';

/** A file whose text() answers `read` (jsdom's files cannot read themselves). */
function textFile(name: string, content: BlobPart, read: () => Promise<string>) {
  return Object.assign(new File([content], name, { type: 'text/plain' }), { text: jest.fn(read) });
}

function setup() {
  const onText = jest.fn();
  render(<TextFileInput label="Or choose a file" accept={['.csv', '.txt']} maxBytes={10} tooLargeMessage="The file is larger than 10 B" onText={onText} />);
  return { onText, input: screen.getByLabelText('Or choose a file') as HTMLInputElement, user: userEvent.setup({ applyAccept: false }) };
}

describe('TextFileInput', () => {
  it('reads a chosen text file and hands its text over', async () => {
    const { onText, input, user } = setup();
    expect(input).toHaveAttribute('accept', '.csv,.txt');
    const file = textFile('stock.CSV', 'ali,pw', async () => 'ali,pw');
    await user.upload(input, file);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('ali,pw', file));
    expect(input).toHaveAccessibleDescription('');
  });

  it('refuses a file over the size before reading it', async () => {
    const { onText, input, user } = setup();
    const file = textFile('big.txt', 'x'.repeat(11), async () => 'x'.repeat(11));
    await user.upload(input, file);
    expect(await screen.findByText('The file is larger than 10 B')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('The file is larger than 10 B');
    expect(file.text).not.toHaveBeenCalled();
    expect(onText).not.toHaveBeenCalled();
  });

  it('refuses a file of another type', async () => {
    const { onText, input, user } = setup();
    const file = textFile('stock.xlsx', 'x', async () => 'x');
    await user.upload(input, file);
    expect(await screen.findByText('Choose a .csv or .txt file')).toBeInTheDocument();
    expect(file.text).not.toHaveBeenCalled();
    expect(onText).not.toHaveBeenCalled();
  });

  it('says when the file cannot be read', async () => {
    const { onText, input, user } = setup();
    await user.upload(input, textFile('gone.txt', 'x', () => Promise.reject(new Error('NotReadableError'))));
    expect(await screen.findByText('Could not read the file')).toBeInTheDocument();
    expect(onText).not.toHaveBeenCalled();
  });

  it('hands over only the last file chosen when an earlier one finishes reading later', async () => {
    const { onText, input, user } = setup();
    let finishFirst!: (text: string) => void;
    const first = textFile('first.txt', 'a', () => new Promise<string>((resolve) => (finishFirst = resolve)));
    await user.upload(input, first);
    const second = textFile('second.txt', 'b', async () => 'second');
    await user.upload(input, second);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('second', second));
    finishFirst('first');
    await Promise.resolve();
    expect(onText).toHaveBeenCalledTimes(1);
  });
});
