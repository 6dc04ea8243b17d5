import { color, Loader, radius } from '@shopdesk/ui-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const SIZE = 192;

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  max-width: 100%;
  background: #fff;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Fallback = styled.p`
  padding: 12px;
  text-align: center;
  color: ${color('textMuted')};
`;

type Drawn = { uri: string; src: string } | { uri: string; failed: true };

/** `uri` (an otpauth:// URI) as a QR code for the authenticator app to scan; drawn in the browser. */
export function QrCodeImage({ uri }: { uri: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let current = true;
    // The QR code library is fetched with the first code drawn, never with the pages that draw none.
    import('qrcode').then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: SIZE })).then(
      (src) => current && setDrawn({ uri, src }),
      () => current && setDrawn({ uri, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [uri]);

  // A new secret's URI is drawn again: the old picture never shows for it.
  const now = drawn?.uri === uri ? drawn : null;
  return (
    <Box>
      {!now && <Loader label="Drawing the QR code" size="sm" />}
      {now && 'src' in now && <img src={now.src} alt="QR code for your authenticator app" width={SIZE} height={SIZE} />}
      {now && 'failed' in now && <Fallback>Could not draw the QR code: type the key below instead.</Fallback>}
    </Box>
  );
}
