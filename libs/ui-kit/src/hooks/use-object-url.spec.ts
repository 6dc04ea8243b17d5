import { renderHook } from '@testing-library/react';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  let count = 0;
  const create = jest.fn(() => `blob:test/${++count}`);
  const revoke = jest.fn();

  beforeEach(() => {
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    jest.clearAllMocks();
  });

  it('is null without a file', () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('revokes the old URL when the file changes, and the last one on unmount', () => {
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: first },
    });
    const firstUrl = result.current;
    expect(firstUrl).toMatch(/^blob:test\//);
    rerender({ file: second });
    expect(revoke).toHaveBeenCalledWith(firstUrl);
    const secondUrl = result.current;
    expect(secondUrl).not.toBe(firstUrl);
    unmount();
    expect(revoke).toHaveBeenLastCalledWith(secondUrl);
  });
});
