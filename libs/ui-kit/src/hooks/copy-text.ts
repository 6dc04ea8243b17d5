import { toast } from '../toast/toast';

/**
 * Puts `text` on the clipboard and says so; where the browser refuses (no clipboard outside
 * https, permission denied) it says to select the text instead.
 */
export async function copyText(text: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error('Could not copy: select the text and copy it');
  }
}
