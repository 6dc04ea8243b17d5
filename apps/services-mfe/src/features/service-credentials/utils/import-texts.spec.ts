import { CREDENTIAL_IMPORT } from '@shopdesk/contracts';
import { credentialCount, FILE_TOO_LARGE, fitsImport, IMPORT_TOO_LARGE, linesText } from './import-texts';

describe('import texts', () => {
  it('name the 1 MB limit', () => {
    expect(IMPORT_TOO_LARGE).toBe('The import is larger than 1 MB');
    expect(FILE_TOO_LARGE).toBe('The file is larger than 1 MB');
  });

  it('count credentials', () => {
    expect(credentialCount(1)).toBe('1 credential');
    expect(credentialCount(0)).toBe('0 credentials');
    expect(credentialCount(12)).toBe('12 credentials');
  });

  it('group line numbers into runs, in order', () => {
    expect(linesText([5])).toBe('Line 5');
    expect(linesText([9, 2, 3, 4, 7, 10])).toBe('Lines 2–4, 7, 9–10');
  });
});

describe('fitsImport', () => {
  const max = CREDENTIAL_IMPORT.maxBytes;

  it('takes text up to the limit in bytes', () => {
    expect(fitsImport('a'.repeat(max))).toBe(true);
    expect(fitsImport('a'.repeat(max + 1))).toBe(false);
  });

  it('counts characters beyond ASCII as the bytes they take', () => {
    // 'é' is 2 bytes in UTF-8: half the limit of them fits, one more does not.
    expect(fitsImport('é'.repeat(max / 2))).toBe(true);
    expect(fitsImport('é'.repeat(max / 2 + 1))).toBe(false);
  });
});
