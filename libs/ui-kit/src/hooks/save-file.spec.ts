import { saveFile } from './save-file';

describe('saveFile', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (saved.push(blob), 'blob:file')), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  // jsdom's Blob has no arrayBuffer(): read it as a browser of old would.
  const bytesOf = (blob: Blob) =>
    new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });

  it("puts back a CSV file's byte order mark, which the browser's decoding dropped", async () => {
    saveFile('Name\r\nلينا\r\n', 'orders.csv', 'text/csv;charset=utf-8');
    expect([...(await bytesOf(saved[0])).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps one byte order mark when the text has it', async () => {
    saveFile('\uFEFFName\r\n', 'orders.csv', 'text/csv');
    const bytes = await bytesOf(saved[0]);
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x4e]);
  });

  it('adds none to another kind of file', async () => {
    saveFile('{"a":1}', 'data.json', 'application/json');
    expect((await bytesOf(saved[0]))[0]).toBe(0x7b);
  });
});
