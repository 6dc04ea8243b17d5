import { act, renderHook } from '@testing-library/react';
import { mockMatchMedia, unmockMatchMedia } from '../testing/match-media';
import { NARROW_QUERY } from '../theme/theme';
import { useMediaQuery } from './use-media-query';

describe('useMediaQuery', () => {
  afterEach(unmockMatchMedia);

  it('is false where matchMedia does not exist', () => {
    const { result } = renderHook(() => useMediaQuery(NARROW_QUERY));
    expect(result.current).toBe(false);
  });

  it('follows the query as it starts and stops matching', () => {
    const setMatches = mockMatchMedia(true);
    const { result } = renderHook(() => useMediaQuery(NARROW_QUERY));
    expect(result.current).toBe(true);
    act(() => setMatches(false));
    expect(result.current).toBe(false);
  });
});
