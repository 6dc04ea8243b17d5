import { useEffect, useState } from 'react';

/**
 * An object URL for a chosen file (an image preview), revoked when the file changes and on
 * unmount so the browser frees the file's memory.
 *
 * @example const preview = useObjectUrl(file); <img src={preview ?? existingUrl} alt="" />
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
