import { UAParser } from 'ua-parser-js';

/** The longest User-Agent a session keeps (the column's CHECK): real ones are far shorter. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A User-Agent header as a session keeps it: trimmed and cut, or null when absent. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** How a device reads to people: 'Chrome 131', 'Windows 10'; null for what the header does not say. */
export interface DeviceNames {
  browser: string | null;
  os: string | null;
}

const joined = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : null);

/**
 * The browser and system a User-Agent names (ua-parser-js); nulls for a missing or unknown one.
 *
 * @example describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) ... Chrome/131.0.0.0 Safari/537.36') // { browser: 'Chrome 131', os: 'Windows 10' }
 */
export function describeUserAgent(userAgent: string | null): DeviceNames {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = new UAParser(userAgent).getResult();
  return { browser: joined(browser.name, browser.major), os: joined(os.name, os.version) };
}

/** A device as an e-mail names it: 'Chrome 131 on Windows 10', 'an unknown browser'. */
export function deviceName(userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  return [browser ?? 'an unknown browser', os].filter(Boolean).join(' on ');
}
