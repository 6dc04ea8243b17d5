import { NotFoundNotice } from './not-found-notice';

export interface ForbiddenNoticeProps {
  /** Where to go instead: an absolute path (the dashboard) and the link's text. */
  back: { to: string; label: string };
}

/**
 * What a page says to an employee whose level may not open it (reached by URL: no link leads
 * there). Shown inside the layout, where the page would have been.
 *
 * @example <ForbiddenNotice back={{ to: '/main/dashboard', label: 'Go to the dashboard' }} />
 */
export function ForbiddenNotice({ back }: ForbiddenNoticeProps) {
  return (
    <NotFoundNotice title="You don't have access to this page" links={[back]}>
      Your level does not include this page. An owner can change your level if you need it.
    </NotFoundNotice>
  );
}
